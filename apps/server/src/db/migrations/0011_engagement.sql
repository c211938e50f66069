-- What a reader does on a detail page (issue 5, spec §7): comments with a
-- score, the bookshelf, recommend-to-buy (one per reader, institution and
-- item; a new one replaces the old), alumni donations with their donor, and
-- reading lists. History gains footprints with reading progress (one record
-- per reader and item, actionType 1) and shares (actionType 4).

CREATE TABLE comments (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  object_type smallint NOT NULL,
  score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  contents text NOT NULL CHECK (char_length(contents) BETWEEN 1 AND 200),  -- plain text as typed
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_content_idx ON comments (content_id, created_at DESC, id DESC);
CREATE INDEX comments_user_idx ON comments (user_id, created_at DESC);

CREATE TABLE bookshelf_items (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, content_id)
);
CREATE INDEX bookshelf_items_user_idx ON bookshelf_items (user_id, created_at DESC, id DESC);

CREATE TABLE recommendations (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  reason smallint NOT NULL CHECK (reason BETWEEN 1 AND 5),                 -- spec §9
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 50),
  form jsonb NOT NULL DEFAULT '{}'::jsonb,                                  -- the configured fields as sent
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, organization_id, content_id)
);
CREATE INDEX recommendations_content_idx ON recommendations (content_id, updated_at DESC, id DESC);

-- An institution's recommend-to-buy settings beyond its configured fields
-- (organizations.recommend_fields): which fields are required (NULL = every
-- configured one) and whether it buys at once (spec §6 '图书即采').
CREATE TABLE recommend_settings (
  organization_id bigint PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  required_fields text,
  recommend_buy boolean NOT NULL DEFAULT false
);

-- Alumni donations (spec §3 'Donation detail', IsInxiaoyou).
CREATE TABLE donors (
  id bigserial PRIMARY KEY,
  external_id text NOT NULL UNIQUE,
  real_name text NOT NULL,
  identity_type text NOT NULL DEFAULT '',          -- 校友, 教师 …
  graduate_year text NOT NULL DEFAULT '',
  school_year text NOT NULL DEFAULT '',
  education_experience text NOT NULL DEFAULT '',
  face_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_donations (
  content_id bigint PRIMARY KEY REFERENCES contents (id) ON DELETE CASCADE,
  donor_id bigint NOT NULL REFERENCES donors (id) ON DELETE CASCADE,
  words text NOT NULL DEFAULT '',
  certificate_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_donations_donor_idx ON content_donations (donor_id, created_at DESC);

-- Reading lists (spec §7 /recommendbooklist/list): the platform's
-- (organization_id NULL) and an institution's own.
CREATE TABLE reading_lists (
  id bigserial PRIMARY KEY,
  external_id text NOT NULL UNIQUE,
  organization_id bigint REFERENCES organizations (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reading_lists_organization_idx ON reading_lists (organization_id, sort_order, id);

CREATE TABLE reading_list_contents (
  reading_list_id bigint NOT NULL REFERENCES reading_lists (id) ON DELETE CASCADE,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (reading_list_id, content_id)
);
CREATE INDEX reading_list_contents_content_idx ON reading_list_contents (content_id);

-- Footprints and progress (actionType 1) and shares (4): one record per reader and item.
ALTER TABLE user_histories
  ADD COLUMN process real NOT NULL DEFAULT 0 CHECK (process >= 0 AND process <= 1),
  ADD COLUMN file_id bigint NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX user_histories_object_key ON user_histories (user_id, action_type, object_id)
  WHERE action_type IN (1, 4);
