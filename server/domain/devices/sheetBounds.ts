/**
 * What a worksheet asks read-excel-file to build, judged and trimmed before it runs. The reader
 * makes an array for every row number up to the highest one it meets, and a slot for every cell
 * up to the last row and column that hold a value: one value at XFD1048576 in a 2 KB file is 17
 * billion slots. After each chunk of XML it also copies every row read so far, so a few rows past
 * a very high row number cost a million-element copy each (seconds for a hundred). And it feeds
 * its XML parser in chunks, which scans a text, tag or comment left unfinished at a chunk's end
 * again with the next chunk: one run of 8 MB without markup took 46 s of CPU.
 *
 * So a cell that may hold a value must lie within `maxRows` × `maxColumns`, and so must the row
 * the reader would put it in. A row past `maxRows` may only be empty (Excel and WPS save the rows
 * a person formatted, down to row 1048576, as empty rows): such rows come last, since row numbers
 * only grow, and are cut out of the sheet (an empty comment left in their place) before the
 * reader sees it, which changes nothing it returns. Every address must be one of Excel's grid,
 * and no text, tag, comment or CDATA section may be longer than LONGEST_RUN (over 20,000 Chinese
 * characters in one cell; a device note has at most 200).
 *
 * The markup is walked the way the reader's XML parser (saxen) walks it, or more cautiously:
 * comments, CDATA sections and `<?…?>` are skipped whole as it skips them, a tag ends at the
 * first `>` outside quotes, an element's name counts after its first colon, and an `r` attribute
 * counts under any prefix and wherever it stands in the tag.
 */

export type SheetLimits = {
  /** The last row a value may be in, and the last row the reader is given. */
  maxRows: number;
  /** The last column (1 = A) a value may be in. */
  maxColumns: number;
};

export type SheetVerdict = { verdict: 'within'; text: string } | { verdict: 'tooLarge' | 'unreadable' };

const EXCEL_ROWS = 1_048_576;
const EXCEL_COLUMNS = 16_384;
const LONGEST_RUN = 64 * 1024;

/** Only a part with sheet data can give the reader rows (a theme's colours have `r` attributes too). */
const SHEET_DATA = /<(?:[\w.:-]*:)?sheetData(?![\w.:-])/;
/** The reader takes any `prefix:r` for `r` but keeps `xmlns:r` (a namespace declaration) as it is. */
const R_ATTRIBUTE = /(?<![\w.:-])([\w.:-]*:)?r=(?:"([^"]*)"|'([^']*)')/g;
const ELEMENT_NAME = /^[\w.:-]*/;
/** Excel's addresses only: the reader also takes entities and exponents (`1e9`), which no spreadsheet writes. */
const CELL_ADDRESS = /^([A-Z]{1,3})(\d{1,7})$/;
const ROW_NUMBER = /^\d{1,7}$/;

class NotExcel extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function columnNumber(letters: string): number {
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
}

/** The `r` values of one tag. */
function addressesOf(tag: string): string[] {
  const values: string[] = [];
  for (const match of tag.matchAll(R_ATTRIBUTE)) if (match[1] !== 'xmlns:') values.push(match[2] ?? match[3] ?? '');
  return values;
}

/** The row a row tag names (the highest, if it names several), or undefined. */
function rowNumberOf(tag: string): number | undefined {
  let highest: number | undefined;
  for (const value of addressesOf(tag)) {
    if (!ROW_NUMBER.test(value) || Number(value) > EXCEL_ROWS) throw new NotExcel();
    highest = Math.max(highest ?? 0, Number(value));
  }
  return highest;
}

/** The farthest row and column a cell tag names, or undefined without an address. */
function cellOf(tag: string): { row: number; column: number } | undefined {
  let cell: { row: number; column: number } | undefined;
  for (const value of addressesOf(tag)) {
    const address = CELL_ADDRESS.exec(value);
    if (!address) throw new NotExcel();
    const row = Number(address[2]);
    const column = columnNumber(address[1] ?? '');
    if (row > EXCEL_ROWS || column > EXCEL_COLUMNS) throw new NotExcel();
    cell = { row: Math.max(cell?.row ?? 0, row), column: Math.max(cell?.column ?? 0, column) };
  }
  return cell;
}

/** Where the tag that opens at `open` ends (its `>`), quotes skipped as saxen skips them; -1 if it never ends. */
function tagEnd(text: string, open: number): number {
  for (let at = open + 1; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (char === 0x22 || char === 0x27) {
      const close = text.indexOf(char === 0x22 ? '"' : "'", at + 1);
      if (close >= 0) at = close;
    } else if (char === 0x3e) {
      return at;
    }
  }
  return -1;
}

/**
 * A worksheet's text with its empty rows past `maxRows` cut out, or why it cannot be read
 * (`text`: the part's bytes as latin1, so cutting keeps every other byte; every name is ASCII).
 */
export function boundSheet(text: string, limits: SheetLimits): SheetVerdict {
  if (!SHEET_DATA.test(text)) return { verdict: 'within', text };
  const cuts: Array<[number, number]> = [];
  // The reader's own state: where the open row starts, the number it will put that row at, and the last row's.
  let rowStart: number | undefined;
  let rowNumber: number | undefined;
  let previousRow = 0;
  const closeRow = (start: number, end: number) => {
    // The reader tests the number for truth, so a row numbered 0 counts as one without a number.
    previousRow = rowNumber !== undefined && rowNumber > 0 ? rowNumber : previousRow + 1;
    if (previousRow > limits.maxRows) {
      // Rows apart only by whitespace go as one: a million short rows make one cut, not a million.
      const last = cuts.at(-1);
      if (last && text.slice(last[1], start).trim() === '') last[1] = end;
      else cuts.push([start, end]);
    }
    rowStart = undefined;
    rowNumber = undefined;
  };
  try {
    let at = 0;
    for (;;) {
      const open = text.indexOf('<', at);
      if ((open < 0 ? text.length : open) - at > LONGEST_RUN) return { verdict: 'tooLarge' };
      if (open < 0) break;
      const kind = text.charCodeAt(open + 1);
      const closer = text.startsWith('<![CDATA[', open) ? ']]>' : text.startsWith('<!--', open) ? '-->' : kind === 0x3f ? '?>' : null;
      if (closer) {
        const close = text.indexOf(closer, open);
        if (close < 0) return { verdict: 'unreadable' };
        at = close + closer.length;
        if (at - open > LONGEST_RUN) return { verdict: 'tooLarge' };
        continue;
      }
      const end = tagEnd(text, open);
      if (end < 0) return { verdict: 'unreadable' };
      if (end - open > LONGEST_RUN) return { verdict: 'tooLarge' };
      const tag = text.slice(open + 1, end);
      at = end + 1;
      if (kind === 0x21) continue;
      if (kind === 0x2f) {
        if (localName(tag.slice(1).trim()) !== 'row') continue;
        if (rowStart === undefined) return { verdict: 'unreadable' };
        closeRow(rowStart, at);
        continue;
      }
      const name = localName(ELEMENT_NAME.exec(tag)?.[0] ?? '');
      const selfClosing = tag.endsWith('/');
      if (name === 'row') {
        // Excel never nests rows; the reader would carry the outer row's number into the inner one.
        if (rowStart !== undefined) return { verdict: 'unreadable' };
        rowStart = open;
        rowNumber = rowNumberOf(tag);
        if (selfClosing) closeRow(open, at);
      } else if (name === 'c' && rowStart !== undefined) {
        const cell = cellOf(tag);
        if (!cell) continue;
        if (rowNumber === undefined || rowNumber === 0) rowNumber = cell.row;
        // A self-closing cell holds no value; any other may.
        if (!selfClosing && (cell.row > limits.maxRows || cell.column > limits.maxColumns || rowNumber > limits.maxRows)) return { verdict: 'tooLarge' };
      }
    }
  } catch (error) {
    if (error instanceof NotExcel) return { verdict: 'unreadable' };
    throw error;
  }
  if (rowStart !== undefined) return { verdict: 'unreadable' };
  if (cuts.length === 0) return { verdict: 'within', text };
  // An empty comment where rows were cut keeps the texts on either side apart, each within LONGEST_RUN.
  const kept: string[] = [];
  let from = 0;
  for (const [start, end] of cuts) {
    kept.push(text.slice(from, start), '<!---->');
    from = end;
  }
  kept.push(text.slice(from));
  return { verdict: 'within', text: kept.join('') };
}
