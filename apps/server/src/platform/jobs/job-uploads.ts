import type { Database } from '../db.ts';

/** An uploaded file a job works on. */
export interface JobUpload {
  fileName: string;
  mediaType: string;
  bytes: Buffer;
}

/**
 * Files an editor uploaded for a job (migration 0036 job_uploads): in the
 * database, so the worker that claims the job reads what the API process
 * received whatever the file store. Kept until the job succeeds (a retry
 * needs them); sizes are bounded by the upload routes.
 */
export class JobUploads {
  constructor(private readonly database: Database) {}

  async save(upload: JobUpload): Promise<string> {
    const [row] = await this.database.query<{ id: string }>(
      `INSERT INTO job_uploads (file_name, media_type, bytes) VALUES ($1, $2, $3) RETURNING id::text AS id`,
      [upload.fileName, upload.mediaType, upload.bytes],
    );
    return row!.id;
  }

  /** Ties an upload to its job, so deleting the job deletes the file. */
  async attach(uploadId: string, jobId: string): Promise<void> {
    await this.database.query(`UPDATE job_uploads SET job_id = $2 WHERE id = $1`, [
      uploadId,
      jobId,
    ]);
  }

  async read(id: string): Promise<JobUpload | null> {
    const [row] = await this.database.query<{
      file_name: string;
      media_type: string;
      bytes: Uint8Array;
    }>(`SELECT file_name, media_type, bytes FROM job_uploads WHERE id = $1`, [id]);
    if (!row) return null;
    return { fileName: row.file_name, mediaType: row.media_type, bytes: Buffer.from(row.bytes) };
  }

  async remove(id: string): Promise<void> {
    await this.database.query(`DELETE FROM job_uploads WHERE id = $1`, [id]);
  }
}
