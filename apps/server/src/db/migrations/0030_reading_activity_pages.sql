-- Reading activities (issue 20): the activities of 0021 (a themed reading list
-- and its rare card) get a period, a theme with the editor's text, rules, an
-- optional institution or region they belong to (/areaActivity), an optional
-- external page (/activityLink) and participants. The leaderboard is not
-- stored: it is computed from the participants' real progress
-- (user_histories actionType 1) on the list's books.

ALTER TABLE reading_activities
  ADD COLUMN theme           text NOT NULL DEFAULT '',
  ADD COLUMN theme_text      text NOT NULL DEFAULT '',   -- the editor's text of the theme
  ADD COLUMN rules           text NOT NULL DEFAULT '',   -- one rule a line
  ADD COLUMN starts_at       timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN ends_at         timestamptz NOT NULL DEFAULT now() + interval '90 days',
  ADD COLUMN organization_id bigint REFERENCES organizations (id) ON DELETE SET NULL,
  ADD COLUMN region          text NOT NULL DEFAULT '',   -- province[,city] codes, '' = everywhere
  ADD COLUMN link_url        text NOT NULL DEFAULT '',   -- https page opened by /activityLink
  ADD COLUMN cover_url       text NOT NULL DEFAULT '',
  ADD COLUMN is_demo         boolean NOT NULL DEFAULT false,
  ADD COLUMN enabled         boolean NOT NULL DEFAULT true,
  ADD COLUMN updated_at      timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT reading_activities_period CHECK (ends_at > starts_at);

CREATE INDEX reading_activities_period_idx ON reading_activities (enabled, ends_at, starts_at);

-- One participation per reader and activity (the primary key makes joining
-- idempotent under concurrency); finished_at is set once the whole list is read.
CREATE TABLE activity_participants (
  activity_id bigint NOT NULL REFERENCES reading_activities (id) ON DELETE CASCADE,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at   timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (activity_id, user_id)
);
CREATE INDEX activity_participants_user_idx ON activity_participants (user_id, joined_at DESC);
