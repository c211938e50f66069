-- Chapter and poem titles are searchable (issue 12 item 8: 静夜思 found
-- nothing). A table-of-contents node's title is indexed three ways, all as
-- tokens made by the app (modules/search/chinese-text.ts, opencc folding):
--   toc_nodes.search_tsv  the title alone (stripped), to name the matching
--                         chapter of a resource-search result;
--   passages.search_tsv   the node's first passage also carries its title,
--                         so full-text and Q&A search find it with no
--                         change to their queries;
--   contents.search_tsv   every title of the book, weight D, so resource
--                         search finds the book by its chapters.
-- Nodes written before this migration keep NULL here: the start-up backfill
-- (modules/search/toc-title-index.ts) indexes them a batch at a time, and a
-- NULL search_tsv is its 'not yet indexed' mark. Writers (seed, importer)
-- index new nodes as they write them.

ALTER TABLE toc_nodes ADD COLUMN search_tsv tsvector;
-- The backfill's 'still to index' list: empty once every node is indexed, so
-- a start finds nothing to do without reading the whole table.
CREATE INDEX toc_nodes_unindexed_idx ON toc_nodes (id) WHERE search_tsv IS NULL;
