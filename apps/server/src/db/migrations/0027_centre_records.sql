-- The reader's own records in the personal centre (issue 17): the library's
-- answer to a recommend-to-buy request, reading preferences, a day-by-day
-- reading log for the statistics and the year report, and when the reader
-- last really changed the profile (task 2).

-- 荐购 states: 0 pending, 1 accepted, 2 purchased, 3 refused; reply is the library's answer.
ALTER TABLE recommendations
  ADD COLUMN state smallint NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 3),
  ADD COLUMN reply text NOT NULL DEFAULT '' CHECK (char_length(reply) <= 500),
  ADD COLUMN replied_at timestamptz;
CREATE INDEX recommendations_user_idx ON recommendations (user_id, updated_at DESC, id DESC);

-- The 中图法 classes a reader likes (myPredilection); 猜你喜欢 reads them.
CREATE TABLE user_preferences (
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category_id bigint NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, category_id)
);

-- A reader's reading of one item on one Asia/Shanghai day: the seconds
-- between progress reports (each gap capped by the service), the progress
-- reached, and the last report (the next gap's start). demo: written by the
-- demo seed (演示).
CREATE TABLE reading_days (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day        date NOT NULL,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  seconds    integer NOT NULL DEFAULT 0 CHECK (seconds >= 0),
  process    real NOT NULL DEFAULT 0 CHECK (process >= 0 AND process <= 1),
  last_at    timestamptz NOT NULL DEFAULT now(),
  demo       boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, day, content_id)
);

-- Task 2 (edit the profile): set when EditPersonaInfo saves a real change.
ALTER TABLE users ADD COLUMN profile_edited_at timestamptz;
