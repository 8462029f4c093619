/**
 * Shop onboarding and business cooperation applications: stored for the back office (status
 * pending), at most 10 per client address an hour across both forms.
 */
import type { ApplicationReceipt, MerchantApplicationInput } from '@/contract/applications';
import type { Db } from '../../db/client';
import { merchantApplications } from '../../db/schema';
import { formatShanghai, HOUR_MS } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { addressLimit, takeSlot } from '../shared/throttle';

export type ApplicationKind = 'join' | 'cooperation';

export const APPLICATIONS_PER_HOUR = 10;

export const APPLICATION_MESSAGES = {
  join: '提交成功，我们将在 3 个工作日内与您联系',
  cooperation: '提交成功，商务经理将在 3 个工作日内与您联系',
  throttled: '提交过于频繁，请稍后再试',
} as const;

export async function submitApplication(
  db: Db,
  kind: ApplicationKind,
  input: MerchantApplicationInput,
  { now, clientAddress }: { now: Date; clientAddress: string },
): Promise<ApplicationReceipt> {
  const limit = addressLimit('application', clientAddress, APPLICATIONS_PER_HOUR, HOUR_MS);
  if (!(await takeSlot(db, limit, now))) throw new Refusal(APPLICATION_MESSAGES.throttled);
  const [row] = await db
    .insert(merchantApplications)
    .values({ kind, ...input, clientAddress, createdAt: now })
    .returning({ id: merchantApplications.id, createdAt: merchantApplications.createdAt });
  if (!row) throw new Error('the application was not stored');
  return { id: row.id, submittedAt: formatShanghai(row.createdAt) };
}
