/** Back-office logins by name: what creating a login (users.ts) and approving a shop's application with its first login share. */
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sysUsers } from '../../db/schema';

/** Creating or renaming a login queues on its name, so two cannot both take it. */
export const usernameLock = (username: string) => `sys-user:name:${username}`;
export async function isUsernameTaken(tx: Executor, username: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: sysUsers.id })
    .from(sysUsers)
    .where(and(eq(sysUsers.username, username), exceptId === undefined ? undefined : ne(sysUsers.id, exceptId)))
    .limit(1);
  return row !== undefined;
}
