/** Deletes rows no rule looks at any more, so the verification tables stay small, and uploads no request used. */
import type { Db } from '../db/client';
import type { FileStorage } from '../providers/fileStorage';
import { purgeOldOutbox } from '../providers/sms';
import { purgeExpiredSessions } from './auth/sessions';
import { purgeOldCaptchas } from './backOffice/captchas';
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
}
