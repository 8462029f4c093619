/** Shop onboarding and business cooperation applications, sent from the browser without a session. */
import { requestEnvelope } from '@/lib/http/client';
import type { Envelope } from '@/contract/envelope';
import type { ApplicationReceipt, MerchantApplicationInput } from '@/contract/applications';

export type ApplicationKind = 'join' | 'cooperation';

const PATHS: Record<ApplicationKind, string> = {
  join: 'api/apply/joiningTheStore',
  cooperation: 'api/apply/businessCooperation',
};

export const applicationApi = {
  /** Resolves to the receipt and the server's sentence (提交成功，…与您联系); rejects with the refusal, which the form shows itself (silent). */
  submit: async (kind: ApplicationKind, form: MerchantApplicationInput): Promise<{ receipt: ApplicationReceipt; message: string }> => {
    const envelope = await requestEnvelope<Envelope<ApplicationReceipt>>('POST', PATHS[kind], form, { isToken: false, silent: true });
    return { receipt: envelope.data as ApplicationReceipt, message: envelope.msg };
  },
};
