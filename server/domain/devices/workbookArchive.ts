/**
 * An uploaded .xlsx unpacked by us, within bounds, before the spreadsheet reader sees it.
 *
 * A zip says how large each entry unpacks twice (the local header and the central directory) and
 * either may lie: read-excel-file inflates the local entries as a stream until their data ends,
 * so a 2 MB file could unpack to 2 GB whatever the directory declared. Here the central
 * directory only says where each entry's compressed bytes are; what they really inflate to is
 * counted while inflating, and inflating stops as soon as the budget is spent. The reader then
 * gets a new archive of exactly the parts we unpacked, stored uncompressed with their true sizes,
 * so it has nothing left to inflate and no entry we did not count.
 *
 * A small sheet can still ask the reader for a huge one, so each part's rows and cells are
 * checked, and its empty rows past the last one a value may be in cut out, before the reader
 * runs (`sheetBounds.ts`).
 */
import { inflateRaw, type InputType, type ZlibOptions } from 'node:zlib';
import { boundSheet, type SheetLimits } from './sheetBounds';

export type WorkbookUnpacking = { ok: true; archive: Buffer; unpackedBytes: number } | { ok: false; reason: 'unreadable' | 'unpackedTooLarge' | 'sheetTooLarge' };

export type WorkbookLimits = SheetLimits & {
  /** The sum of the kept parts' real sizes, after inflating. */
  maxUnpackedBytes: number;
  /** Entries the central directory may list. */
  maxEntries: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x0001;
const UTF8_NAMES = 0x0800;
const ZIP64_MARK = 0xffffffff;

/** The parts read-excel-file reads (its own filter); pictures, printer settings and the like are never inflated. */
const isReadablePart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

const inflateRawWithin = (data: InputType, options: ZlibOptions) =>
  new Promise<Buffer>((resolve, reject) => inflateRaw(data, options, (error, result) => (error ? reject(error) : resolve(result))));

class Unreadable extends Error {}

type Part = { name: Buffer; crc: number; content: Buffer };

function endOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at -= 1) if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  throw new Unreadable();
}

/** Where an entry's compressed bytes lie: after its local header, whose name and extra field may differ in length from the directory's. */
function dataOf(bytes: Uint8Array, view: DataView, localOffset: number, compressedSize: number): Uint8Array {
  if (localOffset + 30 > bytes.byteLength || view.getUint32(localOffset, true) !== LOCAL_ENTRY) throw new Unreadable();
  const start = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
  if (start + compressedSize > bytes.byteLength) throw new Unreadable();
  return bytes.subarray(start, start + compressedSize);
}

/**
 * The workbook's readable parts, unpacked as their central directory lists them and repacked, or
 * why not: `unpackedTooLarge` once their real unpacked bytes pass the limit (inflating stops
 * there) or the directory lists too many entries, `sheetTooLarge` when a sheet puts a value or
 * too many rows past the limits, `unreadable` for anything that is not a plain zip of stored or
 * deflated entries with Excel's addresses.
 */
export async function unpackWorkbook(bytes: Uint8Array, limits: WorkbookLimits): Promise<WorkbookUnpacking> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  const parts: Part[] = [];
  const names = new Set<string>();
  let unpackedBytes = 0;
  try {
    const end = endOfDirectory(view);
    const entries = view.getUint16(end + 10, true);
    if (entries > limits.maxEntries) return { ok: false, reason: 'unpackedTooLarge' };
    let at = view.getUint32(end + 16, true);
    for (let entry = 0; entry < entries; entry += 1) {
      if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Unreadable();
      const flags = view.getUint16(at + 8, true);
      const method = view.getUint16(at + 10, true);
      const crc = view.getUint32(at + 16, true);
      const compressedSize = view.getUint32(at + 20, true);
      const nameLength = view.getUint16(at + 28, true);
      const localOffset = view.getUint32(at + 42, true);
      if (at + 46 + nameLength > bytes.byteLength) throw new Unreadable();
      const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
      if (!isReadablePart(name)) continue;
      // The declared unpacked size (offset 24) is never read: only inflating says how large an entry is.
      if ((flags & ENCRYPTED_FLAG) !== 0 || (method !== STORED && method !== DEFLATED) || compressedSize === ZIP64_MARK || localOffset === ZIP64_MARK) throw new Unreadable();
      if (names.has(name)) throw new Unreadable();
      names.add(name);
      const data = dataOf(bytes, view, localOffset, compressedSize);
      const room = limits.maxUnpackedBytes - unpackedBytes;
      let content: Buffer;
      if (method === STORED) {
        if (data.byteLength > room) return { ok: false, reason: 'unpackedTooLarge' };
        content = Buffer.from(data);
      } else {
        try {
          // One byte past the room, so an entry that fills it exactly is not mistaken for one that overflows.
          content = await inflateRawWithin(data, { maxOutputLength: room + 1 });
        } catch (error) {
          if (error instanceof RangeError && (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return { ok: false, reason: 'unpackedTooLarge' };
          throw new Unreadable();
        }
        if (content.byteLength > room) return { ok: false, reason: 'unpackedTooLarge' };
      }
      unpackedBytes += content.byteLength;
      const text = content.toString('latin1');
      const sheet = boundSheet(text, limits);
      if (sheet.verdict !== 'within') {
        if (sheet.verdict === 'unreadable') throw new Unreadable();
        return { ok: false, reason: 'sheetTooLarge' };
      }
      if (sheet.text !== text) content = Buffer.from(sheet.text, 'latin1');
      parts.push({ name: Buffer.from(name), crc, content });
    }
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, reason: 'unreadable' };
    throw error;
  }
  return { ok: true, archive: storedArchive(parts), unpackedBytes };
}

/** A zip of these parts, uncompressed, every size the true one (the CRC is passed on as given, even for a trimmed sheet: the reader does not check it). */
function storedArchive(parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_ENTRY, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(STORED, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.content.byteLength, 18);
    local.writeUInt32LE(part.content.byteLength, 22);
    local.writeUInt16LE(part.name.byteLength, 26);
    chunks.push(local, part.name, part.content);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(DIRECTORY_ENTRY, 0);
    central.writeUInt16LE(10, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(STORED, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.content.byteLength, 20);
    central.writeUInt32LE(part.content.byteLength, 24);
    central.writeUInt16LE(part.name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, part.name);
    offset += local.byteLength + part.name.byteLength + part.content.byteLength;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directoryBytes, end]);
}
