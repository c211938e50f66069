import {
  CuratedMessages,
  type AdminCuratedRow,
  type AdminCuratedSaveSchema,
  type BundleGrant,
  type CuratedKind,
} from '@moyue/contracts/api/curated';
import type { AdminEntity } from '@moyue/contracts/api/editorial-admin';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { findUserIdByPhone } from '../accounts/index.ts';
import { AdminRepository, type Editor } from '../editorial/index.ts';
import { grantBundle } from './bundle-grant.ts';
import { presentAdminSet } from './curated.presenter.ts';
import { CuratedRepository } from './curated.repository.ts';

// The audit's entity column is text; its TypeScript type names the editorial console's own
// entities, so another area's names pass through this cast (stored as they are).
const auditEntity = (entity: string) => entity as AdminEntity;

export type CuratedSaveInput = z.output<typeof AdminCuratedSaveSchema>;

/** The audit's name of each kind (the console's 修改记录). */
export const CURATED_AUDIT_ENTITY: Record<CuratedKind, string> = {
  pick: 'curated-pick',
  special: 'curated-special',
  bundle: 'curated-bundle',
};

/**
 * The editor console's curated sets (issue 20): each change and its audit
 * row in one transaction; bundle grants go through the orders.
 */
export class CuratedAdminService {
  constructor(private readonly database: Database) {}

  async list(kind: CuratedKind): Promise<AdminCuratedRow[]> {
    const repository = new CuratedRepository(this.database.db);
    const rows = await repository.allSets(kind);
    return Promise.all(
      rows.map(async (row) => presentAdminSet(row, await repository.itemNotes(row.id))),
    );
  }

  private audited(
    editor: Editor,
    entry: { action: 'create' | 'update' | 'delete'; entity: string; summary: string },
    change: (tx: Executor) => Promise<number | null>,
  ): Promise<number> {
    return this.database.db.transaction(async (tx) => {
      const id = await change(tx);
      if (id === null) throw notFound(CuratedMessages.NotFound);
      await new AdminRepository(tx).audit({
        userId: editor.userId,
        entityId: id,
        ...entry,
        entity: auditEntity(entry.entity),
      });
      return id;
    });
  }

  /** Creates (no id) or updates a set and replaces its items. */
  async save(editor: Editor, input: CuratedSaveInput): Promise<number> {
    const seen = new Set<number>();
    const items = input.items.filter(
      (item) => !seen.has(item.contentId) && seen.add(item.contentId),
    );
    return this.audited(
      editor,
      {
        action: input.id ? 'update' : 'create',
        entity: CURATED_AUDIT_ENTITY[input.kind],
        summary: input.title,
      },
      async (tx) => {
        const repository = new CuratedRepository(tx);
        const contentIds = items.map((item) => item.contentId);
        if ((await repository.countContents(contentIds)) !== contentIds.length)
          throw badRequest(CuratedMessages.ContentMissing);
        return repository.saveSet(input.id, input, items);
      },
    );
  }

  async remove(editor: Editor, id: number): Promise<void> {
    const set = await new CuratedRepository(this.database.db).set(id, true);
    if (!set) throw notFound(CuratedMessages.NotFound);
    await this.audited(
      editor,
      { action: 'delete', entity: CURATED_AUDIT_ENTITY[set.kind], summary: `#${id} ${set.title}` },
      async (tx) => ((await new CuratedRepository(tx).deleteSet(id)) ? id : null),
    );
  }

  /** Grants a bundle to the reader with this phone number (audited with the orders). */
  async grant(editor: Editor, input: { id: number; phone: string }): Promise<BundleGrant> {
    const userId = await findUserIdByPhone(this.database.db, input.phone);
    if (userId === null) throw notFound(CuratedMessages.UserNotFound);
    return grantBundle(
      this.database,
      { setId: input.id, userId, by: { kind: 'editor', userId: editor.userId } },
      (tx) =>
        new AdminRepository(tx).audit({
          userId: editor.userId,
          action: 'update',
          entity: auditEntity(CURATED_AUDIT_ENTITY.bundle),
          entityId: input.id,
          summary: `开通给 ${input.phone.slice(0, 3)}****${input.phone.slice(-4)}`,
        }),
    );
  }
}
