-- Points, tasks, the daily sign-in and the rare book card (issue 17).
--
-- Points are a ledger: every change is an entry with its reason, the balance
-- is the sum. Each entry carries an idempotency key unique per user — a task
-- ('task:1', 'task:6:2026-11-26') or a day's sign-in ('sign-in:2026-11-26') —
-- so a retried or concurrent claim inserts nothing a second time (the unique
-- index decides, not a read before the write). Days are Asia/Shanghai days.

CREATE TABLE point_entries (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  score           integer NOT NULL,
  exp             integer NOT NULL DEFAULT 0,
  reason          smallint NOT NULL,            -- 1 task reward, 2 daily sign-in
  task_type       smallint,
  title           text NOT NULL,
  idempotency_key text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX point_entries_user_idx ON point_entries (user_id, id DESC);

-- One sign-in per reader and Shanghai day; streak counts the unbroken days up to it.
CREATE TABLE sign_ins (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day        date NOT NULL,
  streak     integer NOT NULL CHECK (streak >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);

-- A reading activity names a themed book list; finishing every book earns its card.
CREATE TABLE reading_activities (
  id              bigserial PRIMARY KEY,
  external_id     text NOT NULL UNIQUE,
  title           text NOT NULL,
  card_title      text NOT NULL,
  reading_list_id bigint NOT NULL REFERENCES reading_lists (id) ON DELETE CASCADE,
  sort_order      integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- A reader's rare cards: one per activity; noticed_at is set when the modal was shown.
CREATE TABLE user_cards (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activity_id bigint NOT NULL REFERENCES reading_activities (id) ON DELETE CASCADE,
  earned_at   timestamptz NOT NULL DEFAULT now(),
  noticed_at  timestamptz,
  UNIQUE (user_id, activity_id)
);
