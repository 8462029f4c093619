import { endpoint, CUSTOMER } from '../endpoint';
import { emptyBody, noQuery } from '../request';
import { withholdingSignBody, type WithholdingState } from '../withholding';

/** Automatic monthly payment (代扣): the customer's agreement. */
export const WITHHOLDING_API = {
  state: endpoint('GET', '/api/wUser/daikou', CUSTOMER, { query: noQuery }).answers<WithholdingState>(),
  sign: endpoint('POST', '/api/wUser/daikou/sign', CUSTOMER, { json: withholdingSignBody }).answers<WithholdingState>(),
  end: endpoint('POST', '/api/wUser/daikou/end', CUSTOMER, { json: emptyBody }).answers<WithholdingState>(),
} as const;
