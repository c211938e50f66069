-- Search filters (issue 3): the course 'content source' of spec §2, and the
-- holdings of an institution (the 'institution's holdings' scope of a search
-- and /wrap/schoolResources).

ALTER TABLE contents ADD COLUMN content_source smallint NOT NULL DEFAULT 0;

CREATE TABLE organization_holdings (
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, content_id)
);
CREATE INDEX organization_holdings_content_idx ON organization_holdings (content_id);

-- The search tokens changed from characters + jieba words to characters +
-- adjacent character pairs + jieba's longer words (modules/search/chinese-text.ts):
-- clear the vectors so the start-up backfill rebuilds them.
-- head_text: title and author folded (traditional → simplified, lower case),
-- so ranking can test 'the keyword is in the title or author' without
-- reading the (TOASTed) search vector of every match.
ALTER TABLE contents ADD COLUMN head_text text NOT NULL DEFAULT '';
UPDATE contents SET search_tsv = NULL;
UPDATE passages SET search_tsv = NULL;

-- Exact passage counts of frequent terms (a full-text search of a frequent
-- word looks at a bounded candidate set; its total comes from here).
-- Rebuilt by modules/search/search-index.ts refreshSearchTermStats after the
-- catalogue changes; object_types are those that had passages then.
CREATE TABLE search_term_stats (
  term text PRIMARY KEY,
  passages integer NOT NULL
);
CREATE TABLE search_stats_meta (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  object_types smallint[] NOT NULL,
  refreshed_at timestamptz NOT NULL DEFAULT now()
);
