'use client';
/**
 * next/link that prefetches on intent (pointer over it, focus, touch) instead of when it scrolls
 * into view. A shop page shows forty to a hundred links; prefetching each on sight kept a
 * throttled phone's main thread busy for half a second while the page started (Lighthouse mobile
 * TBT). A visitor's pointer or finger still arrives well before the click.
 */
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

export function Link({ prefetch, onPointerEnter, onFocus, onTouchStart, ...rest }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  if (prefetch === false) return <NextLink prefetch={false} onPointerEnter={onPointerEnter} onFocus={onFocus} onTouchStart={onTouchStart} {...rest} />;
  return (
    <NextLink
      {...rest}
      prefetch={intent ? prefetch : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
