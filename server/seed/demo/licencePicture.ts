/**
 * The demo company's business licence picture: a small PNG drawn here (a cream sheet, a red
 * frame, a red seal and grey lines of "text"), so the demo needs no binary file in the repository.
 */
import { encodePng, type Rgb } from '../../domain/shared/png';

const CREAM: Rgb = [250, 246, 235];
const RED: Rgb = [196, 30, 36];
const GREY: Rgb = [150, 150, 150];

/** The colour of one pixel of a width × height licence. */
function pixel(x: number, y: number, width: number, height: number): Rgb {
  const frame = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
  if (frame && !(x > 2 && y > 2 && x < width - 3 && y < height - 3)) return RED;
  const sealX = width - 60;
  const sealY = height - 60;
  const inSeal = (x - sealX) ** 2 + (y - sealY) ** 2;
  if (inSeal <= 32 ** 2 && inSeal >= 27 ** 2) return RED;
  const line = y >= 40 && y < height - 30 && (y - 40) % 18 < 4 && x >= 30 && x < width - (y > height - 100 ? 110 : 40);
  return line ? GREY : CREAM;
}

export function licencePicture(width = 320, height = 220): Uint8Array {
  return encodePng(width, height, (x, y) => pixel(x, y, width, height));
}
