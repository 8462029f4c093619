import { endpoint, CUSTOMER } from '../endpoint';
import { contractCodeBody, contractDownloadForm, contractSignBody, type ContractCodeSent, type LeaseContractView } from '../orderDocuments';

/** An order's lease contract and kept documents, as its customer reads, signs and downloads them (docs/product-rules.md#contracts). */
export const CONTRACT_API = {
  read: endpoint('GET', '/api/wOrder/contract/:orderNo', CUSTOMER).answers<LeaseContractView>(),
  sendCode: endpoint('POST', '/api/wOrder/contract/code', CUSTOMER, { json: contractCodeBody }).answers<ContractCodeSent>(),
  sign: endpoint('POST', '/api/wOrder/contract/sign', CUSTOMER, { json: contractSignBody }).answers<LeaseContractView>(),
  download: endpoint('POST', '/api/wOrder/contract/download', CUSTOMER, { form: contractDownloadForm }).downloads(),
} as const;
