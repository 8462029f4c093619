import { endpoint, STAFF } from '../endpoint';
import { userExportForm, userListBody, userResetPasswordBody, userSaveBody, userStatusBody } from '../consoleUsers';
import type { ConsoleUser } from '../consoleUsers';

export const CONSOLE_USER_API = {
  list: endpoint('POST', '/api/sys/user/list', STAFF, { json: userListBody }).pages<ConsoleUser>(),
  export: endpoint('POST', '/api/sys/user/export', STAFF, { form: userExportForm }).downloads(),
  save: endpoint('POST', '/api/sys/user/save', STAFF, { json: userSaveBody }).answers<ConsoleUser>(),
  setDisabled: endpoint('POST', '/api/sys/user/status', STAFF, { json: userStatusBody }).answers<ConsoleUser>(),
  resetPassword: endpoint('POST', '/api/sys/user/resetPwd', STAFF, { json: userResetPasswordBody }).answers<ConsoleUser>(),
} as const;
