/**
 * An order document's text (contract/orderDocuments.ts DocumentText) as the page shows it: the
 * same blocks the product server draws the PDF from — facts, paragraphs, numbered lists, tables.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DocumentBlock, DocumentText } from '@/contract/orderDocuments';

function Block({ block }: { block: DocumentBlock }) {
  switch (block.kind) {
    case 'facts':
      return (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 1, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}
        >
          {block.items.map((item, index) => (
            <Box key={`${item.term}-${index}`} sx={{ display: 'contents' }}>
              <dt>{item.term}</dt>
              <dd>{item.detail}</dd>
            </Box>
          ))}
        </Box>
      );
    case 'paragraph':
      return <Typography sx={{ mb: 1 }}>{block.text}</Typography>;
    case 'list':
      return (
        <Box component="ol" sx={{ m: 0, mb: 1, pl: 3 }}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      );
    case 'table':
      return (
        <Box sx={{ overflowX: 'auto', mb: 1 }}>
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              width: '100%',
              fontSize: 13,
              '& th, & td': { border: '1px solid #d9d9d9', px: 1, py: 0.5, textAlign: 'left' },
              '& th': { bgcolor: '#eef0f4' },
            }}
          >
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, at) => (
                    <td key={at}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      );
  }
}

export function DocumentTextView({ text }: { text: DocumentText }) {
  return (
    <Box component="article" aria-label={text.title} sx={{ fontSize: 14, lineHeight: 1.7 }}>
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
            <Block key={index} block={block} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
