-- Rankings (issue 15): 榜单 computed from what readers really do — reading,
-- listening and watching (footprints, user_histories actionType 1), shelving
-- (bookshelf_items), ordering (orders) and searching (actionType 2) — by
-- week, month and all time, platform-wide and per institution.
--
-- Never a scan per request: a periodic refresh (modules/rankings) reads only
-- the events written since its watermark, counts each (reader, item, day)
-- once in ranking_events, adds the new ones to ranking_daily, and rebuilds
-- the small ranking_totals from ranking_daily. A request reads ranking_totals
-- by its index.

-- One row per kind of event, item, reader and day (kind 1 read/listen/watch,
-- 2 shelved, 3 ordered): an event seen twice is counted once.
CREATE TABLE ranking_events (
  kind smallint NOT NULL CHECK (kind IN (1, 2, 3)),
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  -- the reader's institution when the event was counted; 0 none
  organization_id bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, content_id, user_id, day)
);

-- Per item, institution (0 none) and China day.
CREATE TABLE ranking_daily (
  day date NOT NULL,
  organization_id bigint NOT NULL DEFAULT 0,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  reads integer NOT NULL DEFAULT 0,
  shelves integer NOT NULL DEFAULT 0,
  orders integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, organization_id, content_id)
);

-- The boards: period 1 week, 2 month, 3 all time; organization_id 0 = the platform.
CREATE TABLE ranking_totals (
  period smallint NOT NULL CHECK (period IN (1, 2, 3)),
  organization_id bigint NOT NULL,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  object_type smallint NOT NULL,
  reads integer NOT NULL,
  shelves integer NOT NULL,
  orders integer NOT NULL,
  score integer NOT NULL,
  PRIMARY KEY (period, organization_id, content_id)
);
CREATE INDEX ranking_totals_reads_idx
  ON ranking_totals (period, organization_id, object_type, reads DESC, content_id);
CREATE INDEX ranking_totals_score_idx
  ON ranking_totals (period, organization_id, score DESC, content_id);
CREATE INDEX ranking_totals_shelves_idx
  ON ranking_totals (period, organization_id, shelves DESC, content_id);

-- readRankingOrg: institutions by their members' reading.
CREATE TABLE ranking_organization_totals (
  period smallint NOT NULL CHECK (period IN (1, 2, 3)),
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  reads integer NOT NULL,
  readers integer NOT NULL,
  books integer NOT NULL,
  PRIMARY KEY (period, organization_id)
);

-- 热搜榜: one row per keyword, reader and day searched.
CREATE TABLE ranking_search_events (
  keyword text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (keyword, user_id, day)
);
CREATE TABLE ranking_search_daily (
  day date NOT NULL,
  keyword text NOT NULL,
  searches integer NOT NULL,
  PRIMARY KEY (day, keyword)
);
CREATE TABLE ranking_keyword_totals (
  period smallint NOT NULL CHECK (period IN (1, 2, 3)),
  keyword text NOT NULL,
  searches integer NOT NULL,
  PRIMARY KEY (period, keyword)
);
CREATE INDEX ranking_keyword_totals_idx ON ranking_keyword_totals (period, searches DESC, keyword);

-- Where the refresh stopped, and whether the demo seed wrote reading history (演示).
CREATE TABLE ranking_state (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  histories_after timestamptz NOT NULL DEFAULT '-infinity',
  shelves_after timestamptz NOT NULL DEFAULT '-infinity',
  orders_after timestamptz NOT NULL DEFAULT '-infinity',
  refreshed_at timestamptz,
  demo boolean NOT NULL DEFAULT false
);
INSERT INTO ranking_state (id) VALUES (1);

-- The refresh reads only what changed since its watermark.
CREATE INDEX user_histories_updated_idx ON user_histories (updated_at) WHERE action_type IN (1, 2);
CREATE INDEX bookshelf_items_created_idx ON bookshelf_items (created_at);
CREATE INDEX orders_created_idx ON orders (created_at);
