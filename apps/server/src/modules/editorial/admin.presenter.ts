import type { AdminAuditRow, AdminRow } from '@moyue/contracts/api/editorial-admin';
import type { AdminListRow, AuditRow } from './admin.repository.ts';

export const presentAdminRow = (row: AdminListRow): AdminRow => ({
  Id: row.id,
  Title: row.title,
  Enabled: row.enabled,
  SortOrder: row.sortOrder,
  UpdateTime: row.updateTime,
  Fields: Object.fromEntries(
    Object.entries(row.fields).map(([name, value]) => [name, String(value ?? '')]),
  ),
});

export const presentAuditRow = (row: AuditRow): AdminAuditRow => ({
  Id: row.id,
  UserId: row.userId,
  UserName: row.userName,
  Action: row.action,
  Entity: row.entity,
  EntityId: row.entityId,
  Summary: row.summary,
  CreateTime: row.createTime,
});
