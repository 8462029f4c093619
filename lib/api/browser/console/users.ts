/** Back-office logins (后台用户, `api/sys/user/…`): roles, shops, disabling, password resets. */
import type { ConsoleUser } from '@/contract/consoleUsers';
import { CONSOLE_USER_API } from '@/contract/endpoints/consoleUser';
import type { Page } from '@/lib/api/page';
import { withEnabledFilter } from './filters';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

/** What the dialog sends: `password` on creation only (then 重置密码). */
export type UserSaveBody = { id?: number; username: string; nickName: string; role: 'admin' | 'editor'; storeId: number | null; phone: string | null; password?: string };

export const consoleUserApi = {
  /** Filters: keyword (login, nick name, phone), role, storeId, status (sys_normal_disable: 0 启用, 1 停用). */
  list: (query: ConsoleListQuery): Promise<Page<ConsoleUser>> => consolePage(CONSOLE_USER_API.list, withEnabledFilter(query, 'disabled')),
  export: CONSOLE_USER_API.export,
  /** What 导出 sends: the table's filters, its 状态 as the list's `disabled`. */
  exportForm: (filters: Record<string, string | number>) => withEnabledFilter(filters, 'disabled'),
  save: (body: UserSaveBody) => consoleHttp.send(CONSOLE_USER_API.save, body),
  setDisabled: (id: number, disabled: boolean) => consoleHttp.send(CONSOLE_USER_API.setDisabled, { id, disabled }),
  resetPassword: (id: number, password: string) => consoleHttp.send(CONSOLE_USER_API.resetPassword, { id, password }),
};
