import type { FastifyRequest } from 'fastify';
import { AdminMessages, type AdminRole } from '@moyue/contracts/api/editorial-admin';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import { requireUser } from '../../platform/session.ts';
import type { AdminRepository } from './admin.repository.ts';

/** The signed-in editor a console call acts for. */
export interface Editor {
  userId: number;
  roles: AdminRole[];
}

/**
 * The console's role guard: no session → Code 34 (sign in), a reader without
 * the editor or admin role → Code 403 '没有编辑权限' (HTTP 403).
 */
export async function requireEditor(
  request: FastifyRequest,
  repository: AdminRepository,
): Promise<Editor> {
  const user = requireUser(request);
  const roles = await repository.rolesOf(user.userId);
  if (roles.length === 0) throw new AppError(Code.Forbidden, AdminMessages.NotEditor, 403);
  return { userId: user.userId, roles };
}
