-- Book files (issue 6): each content item may have an EPUB and/or a PDF
-- edition, stored encrypted (AES-256-GCM, one random content key per file,
-- itself sealed with the server's master key) under a generated name.
-- unit_count is what trial reading counts: spine documents of an EPUB,
-- pages of a PDF. toc_nodes.spine_index maps a contents node to the EPUB
-- spine document it opens (1-based; null for PDF-only and fileless items).

CREATE TABLE content_files (
  id bigserial PRIMARY KEY,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  external_id text NOT NULL UNIQUE,
  media_type text NOT NULL CHECK (media_type IN ('epub', 'pdf')),
  storage_name text NOT NULL UNIQUE,
  byte_size integer NOT NULL,
  unit_count integer NOT NULL CHECK (unit_count > 0),
  sealed_key bytea NOT NULL,
  source_sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX content_files_edition_key ON content_files (content_id, media_type);
CREATE INDEX content_files_source_idx ON content_files (source_sha256);

ALTER TABLE toc_nodes ADD COLUMN spine_index integer;
