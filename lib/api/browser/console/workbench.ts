/** The workbench (`api/sys/workbench`): what waits for the caller's shop, or the platform, now. */
import type { Workbench } from '@/contract/workbench';
import { consoleHttp } from './transport';

export const consoleWorkbenchApi = {
  get: () => consoleHttp.get<Workbench>('api/sys/workbench', null, { repeatSubmit: false }),
};
