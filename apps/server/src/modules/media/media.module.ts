import type { Executor } from '../../platform/db.ts';
import { FileStore } from '../../platform/file-store.ts';
import { FileRepository } from './file.repository.ts';
import { FileService } from './file.service.ts';

/** The file service over a files directory and a database: how the app and the import CLIs open it. */
export const createFileService = (filesDir: string, db: Executor): FileService =>
  new FileService(new FileStore(filesDir), new FileRepository(db));
