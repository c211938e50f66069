-- The '教材' hierarchy, name 'jc' (spec §7 GET /v1/api/hierarchy/detail with
-- name jc and isRecursive true): navigation of courses by the curriculum they
-- teach — stage of education, then subject. Until now the call answered an
-- empty tree. The outline is our own, not an official list of textbooks: it
-- names curricula (大学语文, 高中语文 …), not editions. Codes are two digits
-- for the stage and two more for the subject, so the code order is the
-- display order (the web sorts the facets by code).
--
-- Nothing is filed under it automatically: a writer (seed, importer, admin)
-- names the 教材 categories of each content item. The 0017 trigger
-- (file_under_institutes) derives the institutes filing from ClcCode
-- categories only, so a jc filing adds nothing there.

CREATE TEMP TABLE textbook_outline (code text, parent text, title text, ord int) ON COMMIT DROP;
INSERT INTO textbook_outline VALUES
  ('10', NULL, '高等教育', 1),
  ('1001', '10', '大学语文', 1),
  ('1002', '10', '中国古代文学', 2),
  ('1003', '10', '古代汉语', 3),
  ('1004', '10', '中国哲学', 4),
  ('1005', '10', '中国古代史', 5),
  ('20', NULL, '普通高中', 2),
  ('2001', '20', '高中语文', 1),
  ('2002', '20', '高中历史', 2),
  ('30', NULL, '义务教育', 3),
  ('3001', '30', '初中语文', 1),
  ('3002', '30', '小学语文', 2);

INSERT INTO categories (hierarchy, code, title, parent_id, level, sort_order)
SELECT 'jc', code, title, NULL, 1, ord FROM textbook_outline WHERE parent IS NULL;
INSERT INTO categories (hierarchy, code, title, parent_id, level, sort_order)
SELECT 'jc', o.code, o.title, p.id, 2, o.ord
  FROM textbook_outline o JOIN categories p ON p.hierarchy = 'jc' AND p.code = o.parent;
