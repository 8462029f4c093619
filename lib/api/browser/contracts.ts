/**
 * An order's lease contract from the browser (docs/product-rules.md#contracts): its text and
 * documents, the signing code to the account's own phone, the signing (with the hash of the text
 * read) and the PDFs through the download helper.
 */
import { send } from '@/lib/http/client';
import { download } from '@/lib/http/download';
import type { Result } from '@/lib/http/errors';
import { bind } from '@/contract/endpoint';
import { CONTRACT_API } from '@/contract/endpoints/contract';
import type { ContractSignBody } from '@/contract/orderDocuments';

export const contractApi = {
  read: (orderNo: string) => send(bind(CONTRACT_API.read, { orderNo }), undefined, { repeatSubmit: false }),
  sendCode: (orderNo: string) => send(CONTRACT_API.sendCode, { orderNo }),
  sign: (body: ContractSignBody) => send(CONTRACT_API.sign, body, { repeatSubmit: false }),
  /** The contract (signed, or the draft) without `documentNo`; else that kept document of the order. */
  download: (orderNo: string, fileName: string, documentNo?: string): Promise<Result<void>> =>
    download(CONTRACT_API.download, documentNo ? { orderNo, documentNo } : { orderNo }, fileName),
};
