import { AdminMessages } from '@moyue/contracts/api/editorial-admin';
import {
  PressAdminMessages,
  PressMessages,
  type PressAdminRow,
  type PressDepartmentAdminRow,
} from '@moyue/contracts/api/press';
import type { Db, Executor } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { AdminRepository, type Editor } from '../editorial/index.ts';
import { PressAdminRepository } from './press-admin.repository.ts';

/** The console's presses and departments (issue 20): each change and its audit row in one transaction. */
export class PressAdminService {
  constructor(private readonly db: Db) {}

  private async audited(
    editor: Editor,
    entity: 'press' | 'press-department',
    action: 'create' | 'update' | 'delete',
    summary: string,
    change: (presses: PressAdminRepository) => Promise<number>,
  ): Promise<number> {
    return this.db.transaction(async (tx: Executor) => {
      const id = await change(new PressAdminRepository(tx));
      await new AdminRepository(tx).audit({
        userId: editor.userId,
        action,
        entity,
        entityId: id,
        summary,
      });
      return id;
    });
  }

  async presses(): Promise<PressAdminRow[]> {
    return (await new PressAdminRepository(this.db).presses()).map((row) => ({
      Id: row.id,
      Title: row.title,
      Introduction: row.introduction,
      DcdAdress: row.dcdAddress,
      IsDemo: row.isDemo,
      BookCount: row.bookCount,
      DepartmentCount: row.departmentCount,
      UpdateTime: row.updateTime,
    }));
  }

  savePress(
    editor: Editor,
    input: { id?: number | undefined; title: string; introduction: string; dcdAdress: string },
  ): Promise<number> {
    return this.audited(editor, 'press', input.id ? 'update' : 'create', input.title, async (s) => {
      const saved = await s.savePress(input.id, {
        title: input.title,
        introduction: input.introduction,
        dcdAddress: input.dcdAdress,
      });
      if (saved.taken) throw badRequest(PressAdminMessages.TitleTaken);
      if (saved.id === null) throw notFound(AdminMessages.Missing);
      return saved.id;
    });
  }

  async departments(pressId: number): Promise<PressDepartmentAdminRow[]> {
    const presses = new PressAdminRepository(this.db);
    if (!(await presses.pressExists(pressId))) throw notFound(PressMessages.PressMissing);
    return (await presses.departments(pressId)).map((row) => ({
      Id: row.id,
      PressId: row.pressId,
      Title: row.title,
      Introduction: row.introduction,
      SortOrder: row.sortOrder,
      ContentIds: row.contentIds,
    }));
  }

  saveDepartment(
    editor: Editor,
    input: {
      id?: number | undefined;
      pressId: number;
      title: string;
      introduction: string;
      sortOrder: number;
      contentIds: number[];
    },
  ): Promise<number> {
    const contentIds = [...new Set(input.contentIds)];
    return this.audited(
      editor,
      'press-department',
      input.id ? 'update' : 'create',
      input.title,
      async (s) => {
        if (!(await s.pressExists(input.pressId))) throw notFound(PressMessages.PressMissing);
        if (await s.departmentTaken(input.pressId, input.title, input.id))
          throw badRequest(PressAdminMessages.DepartmentTaken);
        const foreign = await s.notOfPress(input.pressId, contentIds);
        if (foreign.length > 0)
          throw badRequest(`${PressAdminMessages.NotItsBook}${foreign.slice(0, 10).join(',')}`);
        const id = await s.saveDepartment(input.id, input, contentIds);
        if (id === null) throw notFound(PressMessages.DepartmentMissing);
        return id;
      },
    );
  }

  removeDepartment(editor: Editor, id: number): Promise<number> {
    return this.audited(editor, 'press-department', 'delete', `#${id}`, async (s) => {
      if (!(await s.removeDepartment(id))) throw notFound(PressMessages.DepartmentMissing);
      return id;
    });
  }
}
