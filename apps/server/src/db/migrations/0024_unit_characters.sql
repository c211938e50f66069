-- The trial counted by text (issue 13 item 7): how many characters each
-- reading unit of a content item holds (EPUB spine documents, PDF pages, or
-- the TOC nodes of a fileless item, in reading order), derived from its
-- passages the first time a trial is decided and kept here. Passages are
-- written once with their item, so the counts stay true; a row whose unit or
-- unit count no longer matches the item's primary edition is derived again.
CREATE TABLE unit_characters (
  content_id bigint PRIMARY KEY REFERENCES contents (id) ON DELETE CASCADE,
  unit text NOT NULL,
  unit_count integer NOT NULL,
  -- a JSON array of integers, one per unit
  characters text NOT NULL
);
