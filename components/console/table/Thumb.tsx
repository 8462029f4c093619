'use client';
/** A picture in a console table's cell (a goods cover, a slide, a news cover), or 无图. */
import Image from 'next/image';
import Box from '@mui/material/Box';

export function Thumb({ src, alt, width = 48, height = 48 }: { src: string | null | undefined; alt: string; width?: number; height?: number }) {
  if (!src) {
    return <Box sx={{ width, height, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'text.disabled', fontSize: 12, borderRadius: 0.5 }}>无图</Box>;
  }
  // Unoptimized: the shop's own paths (/files/<key>, drawn svgs), already the right size for a cell.
  return <Image src={src} alt={alt} width={width} height={height} unoptimized style={{ objectFit: 'cover', borderRadius: 4, display: 'block', background: '#f5f5f5' }} />;
}
