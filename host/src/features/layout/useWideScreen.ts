import { useSyncExternalStore } from 'react';

// Chakra's `lg` breakpoint (64em): the header's full row from here on, the drawer below.
const WIDE = '(min-width: 64em)';

/**
 * Whether the screen is at least `lg` wide, following resizes; undefined where media queries are unknown (tests),
 * so that the caller renders both variants and leaves the choice to CSS.
 */
export function useWideScreen(): boolean | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function snapshot(): boolean | undefined {
  return mediaQuery()?.matches;
}
