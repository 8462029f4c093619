/**
 * The bounds of unpacking an uploaded workbook, at their edges (the attacks themselves go through
 * the import route in server/routes/consoleDevices.test.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readSheet } from 'read-excel-file/node';
import { deflatedEntry, sheetXml, workbookEntries, workbookParts, zipArchive } from '../../testing/zipArchives';
import { unpackWorkbook } from './workbookArchive';

const rows = [['商品SKU编号', '序列号', '备注']];
const entries = workbookEntries(rows);
// What the reader reads: its XML parts; `_rels/.rels` is not one.
const trueSize = entries.filter((entry) => /\.xml(\.rels)?$/.test(entry.name)).reduce((sum, entry) => sum + entry.size, 0);
const limits = { maxUnpackedBytes: trueSize, maxEntries: entries.length, maxRows: 1, maxColumns: 3 };

test('a workbook that unpacks to exactly the limit is read, and one byte less room refuses it', async () => {
  const exact = await unpackWorkbook(zipArchive(entries), limits);
  assert.ok(exact.ok);
  assert.equal(exact.unpackedBytes, trueSize);
  assert.deepEqual(await readSheet(exact.archive), rows);
  assert.deepEqual(await unpackWorkbook(zipArchive(entries), { ...limits, maxUnpackedBytes: trueSize - 1 }), { ok: false, reason: 'unpackedTooLarge' });
});

test('an archive listing one entry more than the limit is refused', async () => {
  assert.deepEqual(await unpackWorkbook(zipArchive(entries), { ...limits, maxEntries: entries.length - 1 }), { ok: false, reason: 'unpackedTooLarge' });
});

test('the last row and column within the limits are read, one past either is refused', async () => {
  assert.ok((await unpackWorkbook(zipArchive(entries), limits)).ok);
  assert.deepEqual(await unpackWorkbook(zipArchive(entries), { ...limits, maxColumns: 2 }), { ok: false, reason: 'sheetTooLarge' });
  assert.deepEqual(await unpackWorkbook(zipArchive(workbookEntries([...rows, ['1', 'A1', '']])), { ...limits, maxUnpackedBytes: 1024 * 1024 }), {
    ok: false,
    reason: 'sheetTooLarge',
  });
});

test('bytes that are no zip, or a zip cut short, are unreadable', async () => {
  const archive = zipArchive(entries);
  assert.deepEqual(await unpackWorkbook(new TextEncoder().encode('商品SKU编号,序列号\n1,A1'), limits), { ok: false, reason: 'unreadable' });
  assert.deepEqual(await unpackWorkbook(archive.subarray(0, archive.byteLength - 30), limits), { ok: false, reason: 'unreadable' });
});

test('the empty rows cut from a sheet are not in what the reader is given, however short they are', async () => {
  const { head, tail } = sheetXml(rows);
  // `<row />` is exactly as long as the empty comment left in its place.
  const sheet = deflatedEntry('xl/worksheets/sheet1.xml', head.replace('</sheetData>', `${'<row />'.repeat(5)}</sheetData>`) + tail);
  const unpacked = await unpackWorkbook(zipArchive([...workbookParts(), sheet]), { ...limits, maxUnpackedBytes: 1024 * 1024 });
  assert.ok(unpacked.ok);
  assert.equal(unpacked.archive.includes('<row />'), false);
  assert.deepEqual(await readSheet(unpacked.archive), rows);
});
