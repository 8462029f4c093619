import { endpoint, STAFF } from '../endpoint';
import type { Workbench } from '../workbench';

export const CONSOLE_WORKBENCH_API = {
  workbench: endpoint('GET', '/api/sys/workbench', STAFF).answers<Workbench>(),
} as const;
