import { useMediaQuery } from '@gospodarz/shared';

// Chakra's `lg` breakpoint (64em): the header's full row from here on, the drawer below.
const WIDE = '(min-width: 64em)';

/** Whether the screen is at least `lg` wide (undefined in tests: the header then renders both variants). */
export function useWideScreen(): boolean | undefined {
  return useMediaQuery(WIDE);
}
