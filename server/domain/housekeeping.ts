/** Deletes rows no rule looks at any more, so the verification tables (and the sign-in records) stay small, and uploads no request used. */
import type { Db } from '../db/client';
import type { FileStorage } from '../providers/fileStorage';
import { purgeOldOutbox } from '../providers/sms';
import { purgeOldLoginRecords } from './accountSafety/loginRecords';
import { purgeExpiredSessions } from './auth/sessions';
import { purgeOldCaptchas } from './console/captchas';
import { purgeOldSmsCodes } from './customers/smsCodes';
import { purgeAbandonedUploads } from './files/uploads';
import { purgeOldEvents } from './shared/throttle';

export async function purgeExpiredRows(db: Db, files: FileStorage, now: Date): Promise<void> {
  await purgeExpiredSessions(db, now);
  await purgeOldSmsCodes(db, now);
  await purgeOldOutbox(db, now);
  await purgeOldCaptchas(db, now);
  await purgeOldEvents(db, now);
  await purgeAbandonedUploads(db, files, now);
  await purgeOldLoginRecords(db, now);
}
