/**
 * A save call that both creates and edits (`/api/sys/news/save` …) needs one of two buttons,
 * chosen by its body (`id` absent: add, present: edit); `requirePermission` runs before the body
 * is read, so the check happens here, after validation, with the same 403.
 */
import { forbidden, holdsPermission } from '../domain/staff/scope';
import type { SysUser } from '../domain/staff/scope';
import type { AppDeps } from './env';

export async function assertSavePermission(deps: AppDeps, user: SysUser, body: { id?: number | undefined }, keys: { add: string; edit: string }): Promise<void> {
  if (!(await holdsPermission(deps.db, user.role, body.id === undefined ? keys.add : keys.edit))) throw forbidden();
}
