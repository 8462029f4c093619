/** Deletes rows no rule looks at any more, so the verification tables (and the sign-in records) stay small. */
import type { Db } from '../db/client';
import { purgeOldLoginRecords } from './accountSafety/loginRecords';
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
  await purgeOldLoginRecords(db, now);
}
