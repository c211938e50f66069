-- Reading lists (书单, issue 15): spec §6 lets a teacher create and edit a
-- recommended reading list for students; the RecommendBookList calls of
-- spec §7 rank lists by how often they are opened (RecommendBookListHot).

ALTER TABLE reading_lists
  -- the teacher who made it; null for the platform's and the institutions' own lists
  ADD COLUMN creator_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN view_count integer NOT NULL DEFAULT 0,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE INDEX reading_lists_creator_idx ON reading_lists (creator_user_id, updated_at DESC)
  WHERE creator_user_id IS NOT NULL;
CREATE INDEX reading_lists_hot_idx ON reading_lists (view_count DESC, id);
