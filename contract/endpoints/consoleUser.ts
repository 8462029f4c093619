import { endpoint, STAFF } from '../endpoint';
import type { ConsoleUser } from '../consoleUsers';

export const CONSOLE_USER_API = {
  list: endpoint('POST', '/api/sys/user/list', STAFF).pages<ConsoleUser>(),
  export: endpoint('POST', '/api/sys/user/export', STAFF).downloads(),
  save: endpoint('POST', '/api/sys/user/save', STAFF).answers<ConsoleUser>(),
  setDisabled: endpoint('POST', '/api/sys/user/status', STAFF).answers<ConsoleUser>(),
  resetPassword: endpoint('POST', '/api/sys/user/resetPwd', STAFF).answers<ConsoleUser>(),
} as const;
