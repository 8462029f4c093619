/**
 * The rich-text editor's schema: exactly what the product server's sanitiser keeps
 * (server/domain/shared/richText.ts), so what the editor shows is what the page will show.
 * Headings h2–h4, bold, italic, underline, strike, inline code, lists, quotes, rules, hard breaks,
 * links over http(s), mailto:, tel: or site paths (rel forced, no target), tables without widths,
 * alignment or styles, and pictures only from the shop itself (staff uploads, drawn goods pictures).
 * Pasted markup outside the schema (styles, classes, foreign pictures, h1) is dropped on the way in.
 */
import { mergeAttributes, type Extensions } from '@tiptap/core';
import Heading from '@tiptap/extension-heading';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { LinkBubbleMenuHandler } from 'mui-tiptap';
import { FORCED_LINK_REL, RICH_TEXT_HEADING_LEVELS, isOwnPicture, isRichTextLink } from '@/contract/richText';

/** Cells keep their spans; widths stay in the editor only and alignment is not offered. */
const cellAttributes = () => ({
  colspan: { default: 1 },
  rowspan: { default: 1 },
  colwidth: { default: null, rendered: false },
});

const PlainTable = Table.extend({
  // The sanitiser drops colgroup and style: the stored table is rows and cells only.
  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
  },
});

const PlainCell = TableCell.extend({ addAttributes: cellAttributes });
const PlainHeader = TableHeader.extend({ addAttributes: cellAttributes });

/** As the sanitiser reads them: h1 is the page's own title (h2 here), h5 and h6 become h4. */
const PageHeading = Heading.extend({
  parseHTML() {
    return [
      { tag: 'h1', attrs: { level: 2 } },
      ...this.options.levels.map((level) => ({ tag: `h${level}`, attrs: { level } })),
      { tag: 'h5', attrs: { level: 4 } },
      { tag: 'h6', attrs: { level: 4 } },
    ];
  },
});

/** Pictures from another site, `data:` or the back office's door never enter the document. */
const OwnImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (node) => (isOwnPicture(node.getAttribute('src') ?? '') ? null : false) }];
  },
});

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      // Code blocks carry a language class the page never keeps; inline code is enough here.
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isRichTextLink(url),
        HTMLAttributes: { target: null, rel: FORCED_LINK_REL, class: null },
      },
    }),
    PageHeading.configure({ levels: [...RICH_TEXT_HEADING_LEVELS] }),
    OwnImage.configure({ inline: false, allowBase64: false }),
    PlainTable.configure({ resizable: false }),
    TableRow,
    PlainHeader,
    PlainCell,
    LinkBubbleMenuHandler,
  ];
}
