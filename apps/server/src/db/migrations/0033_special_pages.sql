-- The special pages of issue 20. paperElect / electPrecedence: readers vote
-- for titles their institution should acquire (纸书选采), once per reader,
-- title and institution; the primary key makes a repeated or concurrent vote
-- a no-op. The ranking adds the recommendations (荐购) of the same titles.
CREATE TABLE acquisition_votes (
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, content_id, user_id)
);
CREATE INDEX acquisition_votes_user_idx ON acquisition_votes (user_id);
-- Recommendations counted per institution and title (the ranking's other half).
CREATE INDEX recommendations_organization_idx ON recommendations (organization_id, content_id);
