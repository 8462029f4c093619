import { endpoint, STAFF } from '../endpoint';
import { applicationApproveBody, applicationExportForm, applicationListBody, applicationRejectBody, cooperationHandleBody } from '../consoleApplications';
import { noQuery } from '../request';
import type { ApplicationApproved, ConsoleApplication } from '../consoleApplications';

export const CONSOLE_APPLICATION_API = {
  list: endpoint('POST', '/api/sys/application/list', STAFF, { json: applicationListBody }).pages<ConsoleApplication>(),
  export: endpoint('POST', '/api/sys/application/export', STAFF, { form: applicationExportForm }).downloads(),
  detail: endpoint('GET', '/api/sys/application/detail/:id', STAFF, { query: noQuery }).answers<ConsoleApplication>(),
  approve: endpoint('POST', '/api/sys/application/approve', STAFF, { json: applicationApproveBody }).answers<ApplicationApproved>(),
  reject: endpoint('POST', '/api/sys/application/reject', STAFF, { json: applicationRejectBody }).answers<ConsoleApplication>(),
  handleCooperation: endpoint('POST', '/api/sys/cooperation/handle', STAFF, { json: cooperationHandleBody }).answers<ConsoleApplication>(),
} as const;
