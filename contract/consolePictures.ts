/**
 * Pictures the platform's pages set (a news cover, a carousel slide, a shop's logo): either the key
 * of a picture just uploaded by staff (`POST /api/sys/file/upload`), or the picture already stored
 * (a site path such as `/goods/x.svg` or `/prod-api/…`, or an https: address), sent back unchanged
 * when an edit keeps it.
 */
import { z } from 'zod';
import { FILE_KEY_PATTERN } from './files';

export const PICTURE_MESSAGE = '图片不正确，请重新上传';

/** A path on this site (never `//host` or `/\\host`, which leave it) or an https: address, without spaces or control characters. */
const STORED_PICTURE = /^(?:\/(?![/\\])|https:\/\/)[^\s\p{Cc}]*$/u;

export const isPictureKey = (value: string) => FILE_KEY_PATTERN.test(value);

export const pictureRef = z
  .string({ error: PICTURE_MESSAGE })
  .trim()
  .min(1, PICTURE_MESSAGE)
  .max(500, PICTURE_MESSAGE)
  .refine((value) => isPictureKey(value) || STORED_PICTURE.test(value), PICTURE_MESSAGE);
