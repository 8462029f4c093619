/**
 * A worksheet judged and trimmed before read-excel-file builds it (the attacks themselves go
 * through the import route in server/routes/consoleDevices.test.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readSheet } from 'read-excel-file/node';
import { deflatedEntry, sheetXml, workbookParts, zipArchive } from '../../testing/zipArchives';
import { boundSheet } from './sheetBounds';

const limits = { maxRows: 10, maxColumns: 3 };
const { head, tail } = sheetXml([
  ['商品SKU编号', '序列号', '备注'],
  ['1', 'SN-0001', ''],
]);
const withRows = (rowsXml: string) => head.replace('</sheetData>', `${rowsXml}</sheetData>`) + tail;
const read = (sheet: string) => readSheet(Buffer.from(zipArchive([...workbookParts(), deflatedEntry('xl/worksheets/sheet1.xml', Buffer.from(sheet, 'latin1'))])));

test('a formatted tail of empty rows down to row 1048576 is cut out, and the reader returns the same rows', async () => {
  const sheet = withRows('<row r="10"><c r="A10" s="1"/></row><row r="11" s="3"><c r="A11" s="3"/></row>\n<row/><!-- kept --><row r="1048576" s="3"/>');
  const bounded = boundSheet(sheet, limits);
  assert.ok(bounded.verdict === 'within');
  // Rows apart only by whitespace go as one cut.
  assert.equal(bounded.text, withRows('<row r="10"><c r="A10" s="1"/></row><!----><!-- kept --><!---->'));
  assert.deepEqual(await read(bounded.text), await read(sheet));
});

test('a run of text, a tag or a comment of 64 KiB passes, one byte more is refused', () => {
  const KIB_64 = 64 * 1024;
  assert.equal(boundSheet(withRows(' '.repeat(KIB_64)), limits).verdict, 'within');
  assert.equal(boundSheet(withRows(' '.repeat(KIB_64 + 1)), limits).verdict, 'tooLarge');
  // The tag `<x a="…"/>` is 8 characters besides its value, up to its `>`.
  assert.equal(boundSheet(withRows(`<x a="${'a'.repeat(KIB_64 - 8)}"/>`), limits).verdict, 'within');
  assert.equal(boundSheet(withRows(`<x a="${'a'.repeat(KIB_64 - 7)}"/>`), limits).verdict, 'tooLarge');
  assert.equal(boundSheet(withRows(`<!--${'c'.repeat(KIB_64 - 7)}-->`), limits).verdict, 'within');
  assert.equal(boundSheet(withRows(`<!--${'c'.repeat(KIB_64 - 6)}-->`), limits).verdict, 'tooLarge');
});

test('a part without sheet data is left as it is, whatever its r attributes say', () => {
  const theme = '<a:theme xmlns:a="urn:a"><a:fillToRect l="50000" t="-80000" r="50000" b="180000"/></a:theme>';
  assert.deepEqual(boundSheet(theme, limits), { verdict: 'within', text: theme });
});
