/**
 * The demo company's business licence picture: a small PNG drawn here (a cream sheet, a red
 * frame, a red seal and grey lines of "text"), so the demo needs no binary file in the repository.
 */
import { deflateSync } from 'node:zlib';

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];
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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(pixel(x, y, width, height), 1 + x * 3);
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', new Uint8Array())]));
}
