/**
 * An order document's text (contract/orderDocuments.ts DocumentText) as the page shows it: the
 * same blocks the product server draws the PDF from — facts, paragraphs, numbered lists, tables.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { ContentBlock, type BlockClasses } from '@/components/blocks/ContentBlock';
import type { DocumentText } from '@/contract/orderDocuments';

const CLASSES = {
  paragraph: 'DocumentText-paragraph',
  list: 'DocumentText-list',
  table: 'DocumentText-table',
  tableScroll: 'DocumentText-tableScroll',
  facts: 'DocumentText-facts',
} satisfies BlockClasses;

// The blocks are styled from here rather than a stylesheet so that they follow the theme
// (a paragraph reads as body1, a term in the secondary text colour) wherever the dialog is shown.
const ARTICLE_SX: SxProps<Theme> = {
  fontSize: 14,
  lineHeight: 1.7,
  [`& .${CLASSES.paragraph}`]: { typography: 'body1', m: 0, mb: 1 },
  [`& .${CLASSES.list}`]: { m: 0, mb: 1, pl: 3 },
  [`& .${CLASSES.tableScroll}`]: { overflowX: 'auto', mb: 1 },
  [`& .${CLASSES.table}`]: {
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: 13,
    '& th, & td': { border: '1px solid #d9d9d9', px: 1, py: 0.5, textAlign: 'left' },
    '& th': { bgcolor: '#eef0f4' },
  },
  [`& .${CLASSES.facts}`]: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: 2,
    rowGap: 0.5,
    m: 0,
    mb: 1,
    '& > div': { display: 'contents' },
    '& dt': { color: 'text.secondary' },
    '& dd': { m: 0 },
  },
};

export function DocumentTextView({ text }: { text: DocumentText }) {
  return (
    <Box component="article" aria-label={text.title} sx={ARTICLE_SX}>
      <Typography component="h3" variant="h6" sx={{ textAlign: 'center' }}>
        {text.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
        {text.subtitle}
      </Typography>
      {text.sections.map((section) => (
        <Box component="section" key={section.heading} aria-label={section.heading} sx={{ mb: 1.5 }}>
          <Typography component="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
            {section.heading}
          </Typography>
          {section.blocks.map((block, index) => (
            <ContentBlock key={index} block={block} classes={CLASSES} numberLists />
          ))}
        </Box>
      ))}
    </Box>
  );
}
