import type { Executor } from '../../platform/db.ts';
import { FileStore } from '../../platform/file-store.ts';
import type { ObjectStore } from '../../platform/storage/object-store.ts';
import { FileRepository } from './file.repository.ts';
import { FileService } from './file.service.ts';

/** The file service over the object store and a database: how the app and the import CLIs open it. */
export const createFileService = (objects: ObjectStore, db: Executor): FileService =>
  new FileService(new FileStore(objects), new FileRepository(db));
