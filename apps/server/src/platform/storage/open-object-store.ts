import type { ObjectStore } from './object-store.ts';
import type { StorageConfig } from './storage-config.ts';

/** Opens the configured driver (the s3 one loads the AWS SDK only when chosen). */
export async function openObjectStore(config: StorageConfig): Promise<ObjectStore> {
  if (config.driver === 'fs') {
    const { FsObjectStore } = await import('./fs-object-store.ts');
    return new FsObjectStore(config.dataDir);
  }
  const { S3ObjectStore } = await import('./s3-object-store.ts');
  return S3ObjectStore.connect(config);
}
