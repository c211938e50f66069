-- The items whose passages search_term_stats counts (modules/search/search-index.ts). A whole
-- recount marks every item it counts; adding a new item counts it only if it was not marked
-- yet, so an item a recount took in between its import and its addition is not counted twice.
CREATE TABLE search_stats_counted (
  content_id bigint PRIMARY KEY REFERENCES contents (id) ON DELETE CASCADE
);
-- Counted already: every item with passages, when the counts exist.
INSERT INTO search_stats_counted (content_id)
  SELECT DISTINCT p.content_id FROM passages p
   WHERE p.search_tsv IS NOT NULL AND EXISTS (SELECT 1 FROM search_stats_meta);
