-- Background jobs (issue 21): one queue table on the database we already run,
-- the same on PGlite and PostgreSQL. A runner claims the oldest due job with
-- FOR UPDATE SKIP LOCKED and holds it under a lease (locked_until) it renews
-- while the handler runs; a job whose lease ran out (its worker died) is due
-- again. A failed attempt waits (backoff) in run_after until max_attempts.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'running', 'done', 'failed')),
  -- a repeated enqueue with the same (kind, singleton_key) while one is
  -- queued or running answers that job instead of adding another
  singleton_key text,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 3 CHECK (max_attempts >= 1),
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  progress_message text,
  last_error text,
  result jsonb,
  -- the editor who started it from the console; null for the system's own
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE UNIQUE INDEX jobs_singleton_idx ON jobs (kind, singleton_key)
  WHERE singleton_key IS NOT NULL AND state IN ('queued', 'running');
CREATE INDEX jobs_due_idx ON jobs (run_after, id) WHERE state = 'queued';
CREATE INDEX jobs_lease_idx ON jobs (locked_until) WHERE state = 'running';
CREATE INDEX jobs_recent_idx ON jobs (created_at DESC, id DESC);

-- Periodic jobs (the rankings refresh): whichever runner moves next_run_at
-- forward enqueues the run, so N runners start it once per interval.
CREATE TABLE job_schedules (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL
);

-- Files an editor uploaded for an import job, kept until the job ends: in the
-- database every API process and the worker share, whatever the file store.
CREATE TABLE job_uploads (
  id bigserial PRIMARY KEY,
  job_id bigint REFERENCES jobs (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  media_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_uploads_job_idx ON job_uploads (job_id);
