/**
 * What the development routes take (never served in production): the sandbox SMS outbox and the
 * captcha answer, read by browser tests.
 */
import { z } from 'zod';
import { phone } from './auth';

/** `kind`: the newest code (default) or the newest notice (a shop application's result). */
export const outboxQuery = z.strictObject({ phone, kind: z.enum(['code', 'notice'], { error: '类型应为 code 或 notice' }).default('code') });
export const captchaQuery = z.strictObject({ uuid: z.string({ error: '请提供 uuid' }).min(1, '请提供 uuid').max(64, 'uuid 不正确') });
