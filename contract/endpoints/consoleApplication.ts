import { endpoint, STAFF } from '../endpoint';
import type { ApplicationApproved, ConsoleApplication } from '../consoleApplications';

export const CONSOLE_APPLICATION_API = {
  list: endpoint('POST', '/api/sys/application/list', STAFF).pages<ConsoleApplication>(),
  export: endpoint('POST', '/api/sys/application/export', STAFF).downloads(),
  detail: endpoint('GET', '/api/sys/application/detail/:id', STAFF).answers<ConsoleApplication>(),
  approve: endpoint('POST', '/api/sys/application/approve', STAFF).answers<ApplicationApproved>(),
  reject: endpoint('POST', '/api/sys/application/reject', STAFF).answers<ConsoleApplication>(),
  handleCooperation: endpoint('POST', '/api/sys/cooperation/handle', STAFF).answers<ConsoleApplication>(),
} as const;
