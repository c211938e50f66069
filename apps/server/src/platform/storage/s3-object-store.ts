import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  checkKey,
  isKey,
  type ByteRange,
  type ObjectStore,
  type StoredObject,
} from './object-store.ts';
import type { StorageConfig } from './storage-config.ts';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound');

/**
 * Objects in one bucket of an S3-compatible server (the AWS SDK's client),
 * under the same keys as the fs driver's paths: files/ab/<sha256>,
 * books/<name>. What is stored is what the fs driver writes — book files
 * stay AES-256-GCM messages, sealed before they leave the process.
 */
export class S3ObjectStore implements ObjectStore {
  readonly driver = 's3';

  private constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  /** A client for the bucket, after one HeadBucket: a wrong bucket, address or key fails at start-up, not on a reader's request. */
  static async connect(config: S3Config): Promise<S3ObjectStore> {
    // The SDK warns on Node 20 about its releases after January 2027; package.json pins a range that runs here.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    const client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      maxAttempts: 3,
    });
    try {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    } catch (error) {
      client.destroy();
      const status =
        error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      const reason =
        status === 404
          ? 'no such bucket'
          : status === 403
            ? 'access denied (S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY)'
            : (error as Error).message || (error as Error).name;
      throw new Error(
        `Storage: cannot use S3 bucket "${config.bucket}" at ${config.endpoint ?? `AWS ${config.region}`}: ${reason}`,
        { cause: error },
      );
    }
    return new S3ObjectStore(client, config.bucket);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<{ byteSize: number } | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      return { byteSize: answer.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // In Node the body is the response's IncomingMessage, a Readable.
      return (answer.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async list(folder: string): Promise<string[]> {
    const prefix = `${checkKey(folder)}/`;
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          Delimiter: '/',
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const item of page.Contents ?? [])
        if (item.Key) names.push(item.Key.slice(prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  async *walk(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const item of page.Contents ?? [])
        if (item.Key && isKey(item.Key)) yield { key: item.Key, byteSize: item.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
