// Dialog with its recipe, loaded on demand by lazyComponents.ts (tests import it directly).
import { Dialog as Parts } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../withRecipe';

type Sizes = Record<string, { content?: Record<string, unknown> }>;
const sizes = dialogSlotRecipe.variants!.size as Sizes;

/**
 * A whole screen on a phone and a window from a breakpoint on (`size={{ base: 'full', md: 'lg' }}`): Chakra's
 * windowed sizes set only the width, so what 'full' sets (the screen's height, no margin, square corners) stayed
 * at every width and such a dialog filled the desktop from top to bottom. Each windowed size undoes it.
 */
const windowed = Object.fromEntries(
  Object.entries(sizes).map(([name, size]) =>
    name === 'full' || name === 'cover'
      ? [name, size]
      : [name, { ...size, content: { ...size.content, minH: 'auto', borderRadius: 'l3', '--dialog-margin': 'var(--dialog-base-margin)' } }],
  ),
);

export const dialogRecipe = { ...dialogSlotRecipe, variants: { ...dialogSlotRecipe.variants, size: windowed } } as typeof dialogSlotRecipe;

export const Dialog = /* @__PURE__ */ withRecipe(Parts, dialogRecipe);
