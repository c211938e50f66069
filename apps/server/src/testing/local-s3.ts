import fs from 'node:fs/promises';
import S3rver from 's3rver';

export interface LocalS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  port: number;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** the settings that point the server at this bucket (README 'Settings') */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on 127.0.0.1 keeping its objects in `dir`,
 * with the bucket created — for tests, `npm run cluster` and anyone who wants
 * the s3 storage driver on one machine. port 0 picks a free one.
 */
export async function startLocalS3(options: {
  dir: string;
  port?: number;
  bucket?: string;
}): Promise<LocalS3> {
  const bucket = options.bucket ?? 'moyue';
  await fs.mkdir(options.dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory: options.dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials; it checks request signatures against them.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint,
    port,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    stop: () => server.close(),
  };
}
