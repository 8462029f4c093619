/** The workbench (`api/sys/workbench`): what waits for the caller's shop, or the platform, now. */
import { CONSOLE_WORKBENCH_API } from '@/contract/endpoints/consoleWorkbench';
import { consoleHttp } from './transport';

export const consoleWorkbenchApi = {
  get: () => consoleHttp.send(CONSOLE_WORKBENCH_API.workbench, undefined, { repeatSubmit: false }),
};
