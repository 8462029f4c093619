/**
 * Reads back the first sheet of an .xlsx file (a zip of XML parts) in tests, with nothing but
 * node:zlib: the cells by column, shared and inline strings resolved, numbers as numbers. Enough to
 * check what the bill export writes; not a general spreadsheet reader.
 */
import { inflateRawSync } from 'node:zlib';

type Cell = string | number;

function zipEntries(file: Buffer): Map<string, string> {
  const entries = new Map<string, string>();
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  let offset = file.readUInt32LE(end + 16);
  for (let i = 0; i < file.readUInt16LE(end + 10); i += 1) {
    const method = file.readUInt16LE(offset + 10);
    const size = file.readUInt32LE(offset + 20);
    const nameLength = file.readUInt16LE(offset + 28);
    const extra = file.readUInt16LE(offset + 30);
    const comment = file.readUInt16LE(offset + 32);
    const local = file.readUInt32LE(offset + 42);
    const name = file.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(start, start + size);
    entries.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    offset += 46 + nameLength + extra + comment;
  }
  return entries;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const columnOf = (ref: string) => [...(ref.match(/^[A-Z]+/)?.[0] ?? 'A')].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;

export function readXlsx(file: Buffer): Cell[][] {
  const entries = zipEntries(file);
  const shared = [...(entries.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((item) =>
    unescape([...(item[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((text) => text[1] ?? '').join('')),
  );
  const sheet = entries.get('xl/worksheets/sheet1.xml');
  if (sheet === undefined) throw new Error('no first sheet');
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: Cell[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[2] ?? '';
      const inner = cell[3] ?? '';
      const value = inner.match(/<v>([\s\S]*?)<\/v>/)?.[1];
      let content: Cell = '';
      if (/t="inlineStr"/.test(attributes)) content = unescape(inner.match(/<t[^>]*>([\s\S]*?)<\/t>/)?.[1] ?? '');
      else if (value === undefined) content = '';
      else if (/t="s"/.test(attributes)) content = shared[Number(value)] ?? '';
      else if (/t="(str|b)"/.test(attributes)) content = unescape(value);
      else content = Number(value);
      cells[columnOf(cell[1] ?? 'A')] = content;
    }
    return Array.from(cells, (value) => value ?? '');
  });
}
