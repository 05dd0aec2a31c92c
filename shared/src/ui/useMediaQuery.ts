import { useCallback, useSyncExternalStore } from 'react';

function mediaQuery(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

/**
 * Whether the CSS media query matches, following resizes; undefined where media queries are unknown (tests), so
 * that the caller can render both variants and leave the choice to CSS.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = useCallback(() => mediaQuery(query)?.matches, [query]);
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}
