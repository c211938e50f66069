-- Play counts of course lessons (issue 18): a reader's plays of one lesson
-- count once a day (Asia/Shanghai). A reader is a signed-in user ('u:<id>')
-- or, for a visitor, the network address ('ip:<addr>'). The first play of the
-- day adds one to the course's read_count (its PlayCount, spec §2 sort 4).

CREATE TABLE lesson_plays (
  reader_key text NOT NULL,
  toc_node_id bigint NOT NULL REFERENCES toc_nodes (id) ON DELETE CASCADE,
  play_day date NOT NULL,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (reader_key, toc_node_id, play_day)
);
CREATE INDEX lesson_plays_content_idx ON lesson_plays (content_id, play_day);
