import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  ActivityMessages,
  chinaTimeToIso,
  type ActivityAdminSaveSchema,
} from '@moyue/contracts/api/activities';
import { AdminMessages } from '@moyue/contracts/api/editorial-admin';
import type { Database } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { AdminRepository, type Editor } from '../editorial/index.ts';
import { ActivityRepository, type ActivityRow } from './activity.repository.ts';

export type ActivitySaveInput = z.output<typeof ActivityAdminSaveSchema>;

/**
 * The editor console's reading activities: each change and its audit row
 * (editorial_audit, entity 'activity') in one transaction.
 */
export class ActivityAdminService {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date,
  ) {}

  list(): Promise<ActivityRow[]> {
    return new ActivityRepository(this.database.db).all(this.now());
  }

  private audited(
    editor: Editor,
    action: 'create' | 'update' | 'delete',
    summary: string,
    change: (activities: ActivityRepository) => Promise<number | null>,
  ): Promise<number> {
    return this.database.db.transaction(async (tx) => {
      const id = await change(new ActivityRepository(tx));
      if (id === null) throw notFound(AdminMessages.Missing);
      await new AdminRepository(tx).audit({
        userId: editor.userId,
        action,
        entity: 'activity',
        entityId: id,
        summary,
      });
      return id;
    });
  }

  /** Creates (no id) or updates an activity; its list and institution must exist. */
  save(editor: Editor, input: ActivitySaveInput): Promise<number> {
    const startsAt = chinaTimeToIso(input.startTime);
    const endsAt = chinaTimeToIso(input.endTime);
    if (Date.parse(endsAt) <= Date.parse(startsAt)) throw badRequest(ActivityMessages.BadPeriod);
    const write = {
      externalId: `activity-${randomBytes(6).toString('hex')}`,
      title: input.title,
      cardTitle: input.cardTitle,
      theme: input.theme,
      themeText: input.themeText,
      rules: input.rules,
      readingListId: input.readingListId,
      startsAt,
      endsAt,
      organizationId: input.organizationId === 0 ? null : input.organizationId,
      region: input.region,
      linkUrl: input.linkUrl,
      coverUrl: input.coverUrl,
      sortOrder: input.sortOrder,
      enabled: input.enabled,
    };
    return this.audited(editor, input.id ? 'update' : 'create', input.title, async (store) => {
      if (!(await store.readingListExists(write.readingListId)))
        throw badRequest(ActivityMessages.ListMissing);
      if (write.organizationId !== null && !(await store.organizationExists(write.organizationId)))
        throw badRequest(ActivityMessages.OrganizationMissing);
      if (input.id === undefined) return store.insert(write);
      return (await store.update(input.id, write)) ? input.id : null;
    });
  }

  /** Deletes an activity nobody joined or earned a card of (else: disable it). */
  async remove(editor: Editor, id: number): Promise<void> {
    await this.audited(editor, 'delete', `#${id}`, async (store) => {
      if (await store.inUse(id)) throw badRequest(ActivityMessages.NotDeletable);
      return (await store.remove(id)) ? id : null;
    });
  }
}
