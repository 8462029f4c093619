/**
 * Hand-built zip archives for the device import's attack tests: a minimal workbook whose headers
 * may lie about how large each entry unpacks, and entries that unpack to far more than the test
 * ever holds in memory (padding is compressed once and its compressed block repeated).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One entry: its compressed bytes, the truth about them, and what the headers claim. */
export type ZipEntry = {
  name: string;
  /** Raw deflate data (method 8). */
  deflated: Uint8Array;
  /** The true unpacked size and CRC-32. */
  size: number;
  crc: number;
  /** The unpacked size the central directory states; the truth when absent. */
  claimedSize?: number;
  /** The unpacked size the local header (or the data descriptor) states; the truth when absent. */
  localClaimedSize?: number;
  /** false: a local entry only, which the central directory does not list. */
  listed?: boolean;
  /** Written as a streaming zipper does: the local header says nothing, a data descriptor after the data says the sizes. */
  streamed?: boolean;
};

/** A compressed segment that ends on a byte boundary with the window reset, so copies can follow one another. */
function flushedSegment(bytes: Uint8Array): Buffer {
  return deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
}

export function deflatedEntry(name: string, content: string | Uint8Array): ZipEntry {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return { name, deflated: deflateRawSync(bytes), size: bytes.byteLength, crc: crc32(bytes) };
}

const PAD_BLOCK = Buffer.alloc(1024 * 1024, 0x20);

/**
 * An entry that unpacks to `head`, then `padMiB` MiB of spaces, then `tail` (whitespace a sax
 * parser accepts between elements), built from one compressed MiB of spaces repeated.
 */
export function paddedEntry(name: string, head: string, padMiB: number, tail: string): ZipEntry {
  const block = flushedSegment(PAD_BLOCK);
  const headBytes = Buffer.from(head);
  const tailBytes = Buffer.from(tail);
  const parts: Buffer[] = [flushedSegment(headBytes)];
  let crc = crc32(headBytes);
  for (let copy = 0; copy < padMiB; copy += 1) {
    parts.push(block);
    crc = crc32(PAD_BLOCK, crc);
  }
  parts.push(deflateRawSync(tailBytes));
  crc = crc32(tailBytes, crc);
  return { name, deflated: Buffer.concat(parts), size: headBytes.byteLength + padMiB * PAD_BLOCK.byteLength + tailBytes.byteLength, crc };
}

const DOS_DATE_1980_01_01 = 0x21;

const UTF8_NAMES = 0x0800;
const DATA_DESCRIPTOR = 0x0008;
const flagsOf = (entry: ZipEntry) => UTF8_NAMES | (entry.streamed ? DATA_DESCRIPTOR : 0);

function localHeader(entry: ZipEntry, name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(flagsOf(entry), 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(DOS_DATE_1980_01_01, 12);
  if (!entry.streamed) {
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.deflated.byteLength, 18);
    header.writeUInt32LE(entry.localClaimedSize ?? entry.size, 22);
  }
  header.writeUInt16LE(name.byteLength, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: ZipEntry): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.deflated.byteLength, 8);
  descriptor.writeUInt32LE(entry.localClaimedSize ?? entry.size, 12);
  return descriptor;
}

function centralHeader(entry: ZipEntry, name: Buffer, offset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(flagsOf(entry), 8);
  header.writeUInt16LE(8, 10);
  header.writeUInt16LE(0, 12);
  header.writeUInt16LE(DOS_DATE_1980_01_01, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.deflated.byteLength, 20);
  header.writeUInt32LE(entry.claimedSize ?? entry.size, 24);
  header.writeUInt16LE(name.byteLength, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

/** The entries in order as local headers and data, then the central directory of the listed ones. */
export function zipArchive(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = localHeader(entry, name);
    const descriptor = entry.streamed ? dataDescriptor(entry) : Buffer.alloc(0);
    locals.push(local, Buffer.from(entry.deflated), descriptor);
    if (entry.listed !== false) centrals.push(centralHeader(entry, name, offset));
    offset += local.byteLength + entry.deflated.byteLength + descriptor.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIP_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIP_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const COLUMNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The first sheet's XML in two halves: padding may go between them (after the rows). */
export function sheetXml(rows: readonly (readonly string[])[]): { head: string; tail: string } {
  const rowXml = rows
    .map((cells, index) => {
      const cellXml = cells.map((text, column) => `<c r="${COLUMNS[column]}${index + 1}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`).join('');
      return `<row r="${index + 1}">${cellXml}</row>`;
    })
    .join('');
  return { head: `${XML_DECLARATION}<worksheet xmlns="${SPREADSHEET_NS}"><sheetData>${rowXml}</sheetData>`, tail: '</worksheet>' };
}

/** The parts of a one-sheet workbook apart from the sheet itself, named as Excel names them. */
export function workbookParts(): ZipEntry[] {
  return [
    deflatedEntry(
      '[Content_Types].xml',
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    deflatedEntry(
      '_rels/.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIP_NS}"><Relationship Id="rId1" Type="${RELATIONSHIP_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedEntry(
      'xl/workbook.xml',
      `${XML_DECLARATION}<workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${RELATIONSHIP_NS}"><sheets><sheet name="设备导入" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedEntry(
      'xl/_rels/workbook.xml.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIP_NS}"><Relationship Id="rId1" Type="${RELATIONSHIP_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

/** A one-sheet workbook of these rows (inline strings), optionally with padding after the rows. */
export function workbookEntries(rows: readonly (readonly string[])[], padMiB = 0): ZipEntry[] {
  const { head, tail } = sheetXml(rows);
  return [...workbookParts(), padMiB > 0 ? paddedEntry('xl/worksheets/sheet1.xml', head, padMiB, tail) : deflatedEntry('xl/worksheets/sheet1.xml', head + tail)];
}
