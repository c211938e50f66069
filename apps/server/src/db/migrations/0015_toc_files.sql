-- Files attached to TOC nodes (issue 5, spec §3 'Table-of-contents node'): a
-- course lesson's videos (MultimediaFiles), its courseware (Courseware) and
-- its materials (AnnexeFiles). The bytes are content-addressed in
-- stored_files (never public); a file is locked with its node and served only
-- through the reading module's authorised route.

CREATE TABLE toc_files (
  id bigserial PRIMARY KEY,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  toc_node_id bigint NOT NULL REFERENCES toc_nodes (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('multimedia', 'courseware', 'annexe')),
  file_name text NOT NULL,
  extension text NOT NULL,
  file_sha256 text NOT NULL REFERENCES stored_files (sha256),
  -- playing time of a video or audio file; 0 for documents
  duration_seconds integer NOT NULL DEFAULT 0 CHECK (duration_seconds >= 0),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX toc_files_content_idx ON toc_files (content_id, toc_node_id, kind, sort_order);
CREATE INDEX toc_files_node_idx ON toc_files (toc_node_id);
