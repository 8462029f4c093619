import { endpoint, ANYONE } from '../endpoint';
import { noQuery } from '../request';
import type { LegalFacts } from '../legal';

/** The footer's record numbers and /license's business-licence facts; null until the platform sets them. */
export const LEGAL_API = {
  facts: endpoint('GET', '/api/site/legal', ANYONE, { query: noQuery }).answers<LegalFacts | null>(),
} as const;
