/** Deletes rows no rule looks at any more, so the verification tables stay small. */
import type { Db } from '../db/client';
import { purgeOldOutbox } from '../providers/sms';
import { purgeExpiredSessions } from './auth/sessions';
import { purgeOldCaptchas } from './backOffice/captchas';
import { purgeOldSmsCodes } from './customers/smsCodes';
import { purgeOldEvents } from './shared/throttle';

export async function purgeExpiredRows(db: Db, now: Date): Promise<void> {
  await purgeExpiredSessions(db, now);
  await purgeOldSmsCodes(db, now);
  await purgeOldOutbox(db, now);
  await purgeOldCaptchas(db, now);
  await purgeOldEvents(db, now);
}
