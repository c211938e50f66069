import type { Database } from '../../platform/db.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { OrganizationRepository } from './organization.repository.ts';
import { OrganizationService } from './organization.service.ts';

/** The organisation service over a database: how the app and the import CLI open it. */
export const createOrganizationService = (
  database: Database,
  cache: ReadCache,
  now?: () => Date,
  certificationDays?: number,
): OrganizationService =>
  new OrganizationService(new OrganizationRepository(database), cache, now, certificationDays);
