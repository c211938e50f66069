-- Search (issue 3): token vectors computed by the app (modules/search/chinese-text.ts:
-- opencc folding + jieba words + every Han character), stored for to_tsvector('simple').
-- contents: title A, author B, publisher and keywords C, abstract D.
-- Rows written before this migration keep NULL until the start-up backfill
-- (modules/search/search-index.ts) fills them.

ALTER TABLE contents ADD COLUMN search_tsv tsvector;
ALTER TABLE passages ADD COLUMN search_tsv tsvector;

CREATE INDEX contents_search_tsv_idx ON contents USING gin (search_tsv);
CREATE INDEX passages_search_tsv_idx ON passages USING gin (search_tsv);
CREATE INDEX contents_isbn_idx ON contents (isbn);
CREATE INDEX contents_publisher_idx ON contents (publisher_id);
CREATE INDEX categories_parent_idx ON categories (parent_id);
