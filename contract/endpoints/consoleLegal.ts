import { endpoint, STAFF } from '../endpoint';
import { noQuery } from '../request';
import { legalFactsBody } from '../legal';
import type { LegalFactsSettings } from '../legal';

/** 备案与证照 (platform only): what the footer and /license show. */
export const CONSOLE_LEGAL_API = {
  read: endpoint('GET', '/api/sys/legal/info', STAFF, { query: noQuery }).answers<LegalFactsSettings>(),
  save: endpoint('POST', '/api/sys/legal/save', STAFF, { json: legalFactsBody }).answers<LegalFactsSettings>(),
} as const;
