import { endpoint, STAFF } from '../endpoint';
import { contractDownloadForm, type LeaseContractView } from '../orderDocuments';

/** The shop's order's lease contract and kept documents in the back office (docs/product-rules.md#contracts). */
export const CONSOLE_CONTRACT_API = {
  read: endpoint('GET', '/api/sys/order/contract/:orderNo', STAFF).answers<LeaseContractView>(),
  download: endpoint('POST', '/api/sys/order/contract/download', STAFF, { form: contractDownloadForm }).downloads(),
} as const;
