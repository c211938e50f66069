-- The 'institutes' hierarchy (spec §7 GET /v1/api/hierarchy/detail type=1):
-- navigation by discipline, as a university's schools and departments are
-- organised — the 学科门类 and 一级学科 of the Ministry of Education's
-- catalogue of disciplines (学位授予和人才培养学科目录), codes as there.
-- A content item is filed under it through its 中图法 (ClcCode) classes: the
-- discipline with the longest CLC prefix that matches wins. A trigger keeps
-- this true for every writer (seed, importer, admin).

CREATE TABLE category_clc_mappings (
  category_id bigint NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  clc_prefix text NOT NULL,
  PRIMARY KEY (category_id, clc_prefix)
);

CREATE TEMP TABLE institute_outline (code text, parent text, title text, prefixes text[], ord int) ON COMMIT DROP;
INSERT INTO institute_outline VALUES
  ('01', NULL, '哲学', '{}', 1),
  ('0101', '01', '哲学', '{B0,B1,B2,B3,B5,B7,B80,B81,B82,B83}', 1),
  ('0102', '01', '宗教学', '{B9}', 2),
  ('02', NULL, '经济学', '{}', 2),
  ('0201', '02', '理论经济学', '{F0,F1}', 1),
  ('0202', '02', '应用经济学', '{F2,F3,F4,F5,F7,F8}', 2),
  ('03', NULL, '法学', '{}', 3),
  ('0301', '03', '法学', '{D9}', 1),
  ('0302', '03', '政治学', '{D0,D5,D6,D8}', 2),
  ('0303', '03', '社会学', '{C91,C92}', 3),
  ('0304', '03', '民族学', '{C95}', 4),
  ('0305', '03', '马克思主义理论', '{A}', 5),
  ('04', NULL, '教育学', '{}', 4),
  ('0401', '04', '教育学', '{G4,G5,G6,G7}', 1),
  ('0402', '04', '心理学', '{B84}', 2),
  ('0403', '04', '体育学', '{G8}', 3),
  ('05', NULL, '文学', '{}', 5),
  ('0501', '05', '中国语言文学', '{H1,H2,I0,I1,I2}', 1),
  ('0502', '05', '外国语言文学', '{H0,H3,H4,H7,I3,I5,I7}', 2),
  ('0503', '05', '新闻传播学', '{G21,G23}', 3),
  ('06', NULL, '历史学', '{}', 6),
  ('0601', '06', '考古学', '{K85,K87}', 1),
  ('0602', '06', '中国史', '{K0,K2,K81,K89}', 2),
  ('0603', '06', '世界史', '{K1,K3,K5,K7}', 3),
  ('07', NULL, '理学', '{N,O,P,Q}', 7),
  ('0701', '07', '数学', '{O1}', 1),
  ('0702', '07', '物理学', '{O3,O4}', 2),
  ('0703', '07', '化学', '{O6,O7}', 3),
  ('0704', '07', '天文学', '{P1}', 4),
  ('0705', '07', '地理学', '{K9,P9}', 5),
  ('0710', '07', '生物学', '{Q}', 6),
  ('08', NULL, '工学', '{T,U,V,X}', 8),
  ('0812', '08', '计算机科学与技术', '{TP3}', 1),
  ('0810', '08', '信息与通信工程', '{TN}', 2),
  ('0814', '08', '土木工程', '{TU}', 3),
  ('0830', '08', '环境科学与工程', '{X}', 4),
  ('09', NULL, '农学', '{S}', 9),
  ('10', NULL, '医学', '{R}', 10),
  ('1001', '10', '基础医学', '{R3}', 1),
  ('1002', '10', '临床医学', '{R4}', 2),
  ('1008', '10', '中医学', '{R2}', 3),
  ('11', NULL, '军事学', '{E}', 11),
  ('12', NULL, '管理学', '{C93}', 12),
  ('1205', '12', '信息资源管理', '{G25,G26,G27}', 1),
  ('13', NULL, '艺术学', '{J}', 13),
  ('1302', '13', '音乐', '{J6}', 1),
  ('1303', '13', '舞蹈', '{J7}', 2),
  ('1304', '13', '戏剧与影视', '{J8,J9}', 3),
  ('1305', '13', '美术与书法', '{J2,J3}', 4);

INSERT INTO categories (hierarchy, code, title, parent_id, level, sort_order)
SELECT 'institutes', code, title, NULL, 1, ord FROM institute_outline WHERE parent IS NULL;
INSERT INTO categories (hierarchy, code, title, parent_id, level, sort_order)
SELECT 'institutes', o.code, o.title, p.id, 2, o.ord
  FROM institute_outline o JOIN categories p ON p.hierarchy = 'institutes' AND p.code = o.parent;
INSERT INTO category_clc_mappings (category_id, clc_prefix)
SELECT k.id, unnest(o.prefixes) FROM institute_outline o
  JOIN categories k ON k.hierarchy = 'institutes' AND k.code = o.code;

CREATE FUNCTION file_under_institutes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_categories (content_id, category_id)
  SELECT NEW.content_id, m.category_id
    FROM categories k JOIN category_clc_mappings m ON starts_with(k.code, m.clc_prefix)
   WHERE k.id = NEW.category_id AND k.hierarchy = 'ClcCode'
   ORDER BY length(m.clc_prefix) DESC, m.category_id
   LIMIT 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER content_categories_institutes AFTER INSERT ON content_categories
  FOR EACH ROW EXECUTE FUNCTION file_under_institutes();

-- Contents filed before this migration.
INSERT INTO content_categories (content_id, category_id)
SELECT cc.content_id, best.category_id
  FROM content_categories cc JOIN categories k ON k.id = cc.category_id AND k.hierarchy = 'ClcCode'
  CROSS JOIN LATERAL (
    SELECT m.category_id FROM category_clc_mappings m WHERE starts_with(k.code, m.clc_prefix)
     ORDER BY length(m.clc_prefix) DESC, m.category_id LIMIT 1) best
ON CONFLICT DO NOTHING;
