/**
 * Draws an order document's text (contract/orderDocuments.ts DocumentText) as an A4 PDF with
 * Chinese text (pdf-lib, @pdf-lib/fontkit, the subset of font.ts): the title, the numbers, each
 * section's facts, paragraphs, lists and tables, and on every page the document number and the page
 * count. The page shows the same text block by block. Dates in the file's metadata are the
 * document's own time, so the same text drawn at the same time gives the same bytes.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentBlock, DocumentText } from '@/contract/orderDocuments';
import { SITE } from '@/contract/site';
import { DOCUMENT_FONT_NAME, documentFontBytes } from './font';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 56, top: 64, bottom: 64 };
const WIDTH = PAGE.width - 2 * MARGIN.x;
const SIZE = { title: 18, subtitle: 9, heading: 12, body: 10, table: 8.5, footer: 8 };
const LEADING = 1.55;
const TERM_WIDTH = 112;
const CELL_PADDING = 4;
const INK = rgb(0.12, 0.12, 0.12);
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.7, 0.7, 0.7);
const HEADER_FILL = rgb(0.93, 0.94, 0.96);

/** Words of Latin letters, digits and money stay whole (`¥1,299.00`, `ZL2026…`); each Chinese character is its own piece. */
const PIECES = /[A-Za-z0-9¥$%.,:;@/_+\-*#()]+|\s+|./gsu;
const CLOSING = /^[。，、；：！？）》」』”]$/u;

/** Breaks text into lines no wider than `width`, at a Chinese character or between words. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const piece of paragraph.match(PIECES) ?? []) {
      const candidate = line + piece;
      // Closing punctuation never starts a line: it stays with the character before it.
      if (font.widthOfTextAtSize(candidate, size) <= width || (CLOSING.test(piece) && line !== '')) {
        line = candidate;
        continue;
      }
      if (line.trim() !== '') lines.push(line.trimEnd());
      line = piece.trimStart();
      // A word wider than the line is cut where it must be.
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** A cursor down the pages: `room(h)` starts a new page when h does not fit. */
class Layout {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  room(height: number): boolean {
    if (this.y - height >= MARGIN.bottom) return false;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
    return true;
  }

  text(content: string, x: number, size: number, color = INK): void {
    this.page.drawText(content, { x, y: this.y - size, size, font: this.font, color });
  }

  /** Wrapped lines at `x`, `width` wide, each line moving the cursor down. */
  lines(content: string, x: number, width: number, size: number, color = INK): void {
    for (const line of wrap(this.font, content, size, width)) {
      this.room(size * LEADING);
      this.text(line, x, size, color);
      this.y -= size * LEADING;
    }
  }
}

function drawFacts(layout: Layout, items: { term: string; detail: string }[]): void {
  for (const { term, detail } of items) {
    const detailLines = wrap(layout.font, detail, SIZE.body, WIDTH - TERM_WIDTH);
    layout.room(SIZE.body * LEADING);
    layout.text(`${term}：`, MARGIN.x, SIZE.body, GREY);
    detailLines.forEach((line, index) => {
      if (index > 0) layout.room(SIZE.body * LEADING);
      layout.text(line, MARGIN.x + TERM_WIDTH, SIZE.body);
      layout.y -= SIZE.body * LEADING;
    });
  }
}

/** Column widths in proportion to each column's longest text, within the page. */
function columnWidths(font: PDFFont, columns: string[], rows: string[][]): number[] {
  const natural = columns.map(
    (column, index) => Math.max(font.widthOfTextAtSize(column, SIZE.table), ...rows.map((row) => font.widthOfTextAtSize(row[index] ?? '', SIZE.table))) + 2 * CELL_PADDING,
  );
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total <= WIDTH) return natural.map((width) => width + (WIDTH - total) / natural.length);
  const least = 48;
  const flexible = natural.map((width) => Math.max(width - least, 0));
  const spare = WIDTH - least * natural.length;
  const flexTotal = flexible.reduce((sum, width) => sum + width, 0) || 1;
  return flexible.map((width) => least + (spare * width) / flexTotal);
}

function drawTable(layout: Layout, columns: string[], rows: string[][]): void {
  const widths = columnWidths(layout.font, columns, rows);
  const lineHeight = SIZE.table * LEADING;
  const drawRow = (cells: string[], header: boolean) => {
    const wrapped = cells.map((cell, index) => wrap(layout.font, cell, SIZE.table, (widths[index] ?? 0) - 2 * CELL_PADDING));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + CELL_PADDING;
    const moved = layout.room(height);
    if (moved && !header) drawRow(columns, true);
    const top = layout.y;
    let x = MARGIN.x;
    wrapped.forEach((lines, index) => {
      const width = widths[index] ?? 0;
      layout.page.drawRectangle({ x, y: top - height, width, height, borderColor: RULE, borderWidth: 0.5, ...(header ? { color: HEADER_FILL } : {}) });
      lines.forEach((line, at) =>
        layout.page.drawText(line, {
          x: x + CELL_PADDING,
          y: top - CELL_PADDING / 2 - (at + 1) * lineHeight + (lineHeight - SIZE.table) / 2,
          size: SIZE.table,
          font: layout.font,
          color: INK,
        }),
      );
      x += width;
    });
    layout.y = top - height;
  };
  drawRow(columns, true);
  for (const row of rows) drawRow(row, false);
  layout.y -= SIZE.body * 0.6;
}

function drawBlock(layout: Layout, block: DocumentBlock): void {
  switch (block.kind) {
    case 'facts':
      drawFacts(layout, block.items);
      break;
    case 'paragraph':
      layout.lines(block.text, MARGIN.x, WIDTH, SIZE.body);
      break;
    case 'list':
      block.items.forEach((item, index) => {
        const mark = `${index + 1}. `;
        const indent = layout.font.widthOfTextAtSize(mark, SIZE.body);
        wrap(layout.font, item, SIZE.body, WIDTH - indent).forEach((line, at) => {
          layout.room(SIZE.body * LEADING);
          if (at === 0) layout.text(mark, MARGIN.x, SIZE.body);
          layout.text(line, MARGIN.x + indent, SIZE.body);
          layout.y -= SIZE.body * LEADING;
        });
      });
      break;
    case 'table':
      drawTable(layout, block.columns, block.rows);
      break;
  }
  layout.y -= SIZE.body * 0.4;
}

/** The PDF of a document, dated `at` (its signing or making time). */
export async function documentPdf(text: DocumentText, documentNo: string | null, at: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(await documentFontBytes(), { subset: true, customName: DOCUMENT_FONT_NAME });
  const layout = new Layout(pdf, font);

  const titleWidth = font.widthOfTextAtSize(text.title, SIZE.title);
  layout.text(text.title, (PAGE.width - titleWidth) / 2, SIZE.title);
  layout.y -= SIZE.title * 1.8;
  for (const line of wrap(font, text.subtitle, SIZE.subtitle, WIDTH)) {
    layout.text(line, (PAGE.width - font.widthOfTextAtSize(line, SIZE.subtitle)) / 2, SIZE.subtitle, GREY);
    layout.y -= SIZE.subtitle * LEADING;
  }
  layout.y -= SIZE.body;

  for (const section of text.sections) {
    layout.room(SIZE.heading * LEADING + SIZE.body * LEADING * 2);
    layout.text(section.heading, MARGIN.x, SIZE.heading);
    layout.y -= SIZE.heading * LEADING;
    for (const block of section.blocks) drawBlock(layout, block);
    layout.y -= SIZE.body * 0.6;
  }

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const footer = `${SITE.name} · ${text.title} ${documentNo ?? '草稿（未签署）'} · 第 ${index + 1} 页 / 共 ${pages.length} 页`;
    page.drawText(footer, { x: (PAGE.width - font.widthOfTextAtSize(footer, SIZE.footer)) / 2, y: MARGIN.bottom / 2, size: SIZE.footer, font, color: GREY });
  });

  pdf.setTitle(`${text.title} ${documentNo ?? ''}`.trim());
  pdf.setAuthor(SITE.name);
  pdf.setCreator(SITE.name);
  pdf.setProducer(SITE.name);
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  return pdf.save();
}
