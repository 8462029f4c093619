/** Shop onboarding and business cooperation applications, sent from the browser without a session. */
import { requestEnvelope } from '@/lib/http/client';
import type { AnswerOf } from '@/contract/endpoint';
import type { Envelope } from '@/contract/envelope';
import { APPLICATION_API } from '@/contract/endpoints/application';
import type { MerchantApplicationInput } from '@/contract/applications';

export type ApplicationKind = 'join' | 'cooperation';

const ENDPOINTS = { join: APPLICATION_API.joinStore, cooperation: APPLICATION_API.cooperate } as const;

type Receipt = AnswerOf<(typeof ENDPOINTS)[ApplicationKind]>;

export const applicationApi = {
  /** Resolves to the receipt and the server's sentence (提交成功，…与您联系); rejects with the refusal, which the form shows itself (silent). */
  submit: async (kind: ApplicationKind, form: MerchantApplicationInput): Promise<{ receipt: Receipt; message: string }> => {
    const { method, path } = ENDPOINTS[kind];
    // The envelope itself: the form shows the server's own sentence.
    const envelope = await requestEnvelope<Envelope<Receipt>>(method, path, form, { isToken: false, silent: true });
    return { receipt: envelope.data as Receipt, message: envelope.msg };
  },
};
