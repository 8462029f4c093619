/** Tiny real images for upload tests: what file-type recognises by their first bytes. */
import { encodePng } from '../domain/shared/png';

/** A valid width × height PNG filled with one RGB colour. */
export function pngImage(width = 2, height = 2, rgb: [number, number, number] = [37, 99, 235]): Uint8Array {
  return encodePng(width, height, () => rgb);
}

/** The first bytes of a JPEG (SOI + JFIF APP0): enough for the type check. */
export function jpegHead(): Uint8Array {
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
}
