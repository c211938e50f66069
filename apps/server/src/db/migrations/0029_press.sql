-- The publisher shop (issue 20, spec §2 'Publisher shop') and follows
-- (issue 17 myFollows, spec §3 IsFollow / followNumber). Queried with sql
-- templates only (modules/press).

-- A press is the publishers row the catalogue already points at; its shop
-- adds an introduction, its address (spec §3 Press data: DcdAdress) and
-- whether it is a demo record of the seed (演示).
ALTER TABLE publishers
  ADD COLUMN introduction text NOT NULL DEFAULT '',
  ADD COLUMN dcd_address  text NOT NULL DEFAULT '',
  ADD COLUMN is_demo      boolean NOT NULL DEFAULT false,
  ADD COLUMN updated_at   timestamptz NOT NULL DEFAULT now();

-- A press's editorial departments (dep → depDetails) and their books.
CREATE TABLE press_departments (
  id           bigserial PRIMARY KEY,
  publisher_id bigint NOT NULL REFERENCES publishers (id) ON DELETE CASCADE,
  title        text NOT NULL,
  introduction text NOT NULL DEFAULT '',
  sort_order   integer NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (publisher_id, title)
);

CREATE TABLE press_department_contents (
  department_id bigint NOT NULL REFERENCES press_departments (id) ON DELETE CASCADE,
  content_id    bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  sort_order    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (department_id, content_id)
);
CREATE INDEX press_department_contents_content_idx ON press_department_contents (content_id);

-- What a reader follows: target_type 1 a press (target_key its id), 2 an
-- author (target_key the name as the catalogue spells it). The primary key
-- makes following idempotent under retries and races.
CREATE TABLE follows (
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_type smallint NOT NULL CHECK (target_type IN (1, 2)),
  target_key  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, target_type, target_key)
);
-- followNumber and the new-book messages read the followers of one target.
CREATE INDEX follows_target_idx ON follows (target_type, target_key);

-- myFollows and the author follows read a press's or an author's newest books.
CREATE INDEX contents_author_idx ON contents (author);
