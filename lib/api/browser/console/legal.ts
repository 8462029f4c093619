/** 备案与证照 (`api/sys/legal/…`, contract/legal.ts): the record numbers and business-licence facts every footer shows. */
import { CONSOLE_LEGAL_API } from '@/contract/endpoints/consoleLegal';
import type { LegalFacts } from '@/contract/legal';
import { consoleHttp } from './transport';

export const consoleLegalApi = {
  read: () => consoleHttp.send(CONSOLE_LEGAL_API.read, undefined, { repeatSubmit: false }),
  save: (facts: LegalFacts) => consoleHttp.send(CONSOLE_LEGAL_API.save, facts),
};
