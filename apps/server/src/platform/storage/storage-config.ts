import { z } from 'zod';

/** Where book and media files live: this machine's $DATA_DIR, or an S3-compatible bucket shared by a cluster. */
export type StorageConfig =
  | { driver: 'fs'; dataDir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** http(s)://host:port of an S3-compatible server; absent → AWS's own for the region */
      endpoint: string | undefined;
      /** bucket in the path (most self-hosted servers) rather than in the host name */
      forcePathStyle: boolean;
      /** both or neither; neither → the AWS SDK's default chain (AWS_* variables, instance role) */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((text) => (text === undefined ? undefined : text === 'true' || text === '1'));

const StorageEnvSchema = z.object({
  /** fs: $DATA_DIR/files and $DATA_DIR/books; s3: one bucket every process shares. */
  STORAGE_DRIVER: z.enum(['fs', 's3']).default('fs'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  /** default: true when S3_ENDPOINT is set (self-hosted servers), false for AWS itself */
  S3_FORCE_PATH_STYLE: flag,
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

/**
 * The STORAGE_* and S3_* settings (README 'Settings'). With the s3 driver the
 * book master key must come from BOOK_MASTER_KEY: the fallback key file under
 * $DATA_DIR/keys is generated per machine, so processes on two machines would
 * seal book keys with different master keys.
 */
export function loadStorageConfig(
  env: Record<string, string | undefined>,
  dataDir: string,
  bookMasterKey: string | undefined,
): StorageConfig {
  const parsed = StorageEnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.STORAGE_DRIVER === 'fs') return { driver: 'fs', dataDir };
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('STORAGE_DRIVER=s3 needs S3_BUCKET');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  if (!bookMasterKey)
    problems.push(
      'STORAGE_DRIVER=s3 needs BOOK_MASTER_KEY (the same on every process; a single machine ' +
        'that ran without it has its key in $DATA_DIR/keys/book-master.key)',
    );
  if (problems.length > 0 || !e.S3_BUCKET)
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
