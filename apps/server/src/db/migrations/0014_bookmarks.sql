-- Reader bookmarks (issue 6, pages myBookmark / myBookmarkLists): a place in
-- one edition of a content item, kept per user. The same place twice is one
-- bookmark (a retried create only refreshes it).

CREATE TABLE user_bookmarks (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  media_type text NOT NULL CHECK (media_type IN ('epub', 'pdf')),
  location text NOT NULL,
  process double precision NOT NULL DEFAULT 0 CHECK (process >= 0 AND process <= 1),
  chapter_title text NOT NULL DEFAULT '',
  excerpt text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_bookmarks_place_key ON user_bookmarks (user_id, content_id, media_type, location);
CREATE INDEX user_bookmarks_user_time_idx ON user_bookmarks (user_id, updated_at DESC);
