-- The AI book assistant (issue 19; spec §2, §4, §5.3, §7, §8.8, §9).
--
-- assistant_questions  each question a reader asked of a book (the book is
--                      its group key: GroupId when above 0, else the content
--                      id, spec §7) with the answer, its label and citations.
-- assistant_quotas     questions used per reader per book, counted atomically:
--                      one INSERT … ON CONFLICT DO UPDATE … WHERE used < limit
--                      takes a question or takes none, whatever runs at once.
-- assistant_word_clouds the word cloud of a book (spec §3.17), computed once
--                      and kept with the fingerprint of the text it came from;
--                      a changed text (passages added, removed, edited) is
--                      recomputed on the next request.

CREATE TABLE assistant_questions (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  group_id    bigint NOT NULL,
  content_id  bigint NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  question    text NOT NULL,
  answer      text NOT NULL,
  label       text NOT NULL,
  citations   jsonb NOT NULL DEFAULT '[]',
  locked      jsonb NOT NULL DEFAULT '[]',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assistant_questions_dialogue_idx ON assistant_questions (user_id, group_id, id);

CREATE TABLE assistant_quotas (
  user_id   bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  group_id  bigint NOT NULL,
  used      integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (user_id, group_id)
);

CREATE TABLE assistant_word_clouds (
  content_id  bigint PRIMARY KEY REFERENCES contents(id) ON DELETE CASCADE,
  fingerprint text NOT NULL,
  topics      jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
