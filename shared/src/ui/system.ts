// The Chakra system of Gospodarz: the base preset (conditions, utilities) plus the default tokens, and the
// recipes of only the components the kit re-exports (see chakra.ts). Nothing here imports the root
// '@chakra-ui/react' entry, which would put the whole library into every page.
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** System fonts only (no web font is downloaded); every one of them has the Polish letters. */
export const FONT_STACK =
  'system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Ubuntu, "Noto Sans", "Helvetica Neue", Arial, "Liberation Sans", sans-serif';

/** The brand palette: a green teal. `colorPalette="brand"` is the default of the whole page. */
const brand = {
  50: { value: '#effcf8' },
  100: { value: '#d7f6ec' },
  200: { value: '#b0ecda' },
  300: { value: '#7cdcc2' },
  400: { value: '#45c3a5' },
  500: { value: '#22a88b' },
  600: { value: '#168871' },
  700: { value: '#146d5c' },
  800: { value: '#14574b' },
  900: { value: '#13483f' },
  950: { value: '#062a24' },
};

const brandSemantic = {
  contrast: { value: { _light: 'white', _dark: 'white' } },
  fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
  subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
  muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
  emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
  // brand.600 gives white text 4.38:1; 700 gives 6.2:1 (WCAG AA asks 4.5:1)
  solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.600}' } },
  focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
  border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
};

/** A palette's `solid` one shade darker in the light theme, so that its white text reaches 4.5:1. */
const darkerSolid = (palette: 'teal' | 'green' | 'orange') => ({
  ...(semanticTokens.colors as Record<string, object>)[palette],
  solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.600}` } },
});

/**
 * The semantic colours: Chakra's, with text contrast of at least 4.5:1 on white and on bg.subtle (WCAG AA; checked by
 * system.test.ts): white on the teal, green (success toasts) and orange solid buttons, and the fg shades used as
 * text (subtle hints and sort arrows, error, warning and success messages).
 */
export const SEMANTIC_COLORS = {
  ...semanticTokens.colors,
  brand: brandSemantic,
  teal: darkerSolid('teal'),
  green: darkerSolid('green'),
  orange: darkerSolid('orange'),
  fg: {
    ...semanticTokens.colors.fg,
    subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
    error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
    success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
  },
};

/** The colour tokens: Chakra's palettes and the brand's. */
export const COLOR_TOKENS = { ...tokens.colors, brand };

const gospodarzConfig = /* @__PURE__ */ defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...(globalCss.html as object), colorPalette: 'brand' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: COLOR_TOKENS,
      fonts: {
        ...tokens.fonts,
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: SEMANTIC_COLORS,
    },
    // Only the recipes of the re-exported components (keys as the components look them up). The lazily loaded
    // components (lazyComponents.ts: overlays, the section kit) bring their own recipe in their chunk (parts/*.ts).
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Builds the system (done once, lazily, by AppProvider: nothing runs when this module is imported). */
export function createGospodarzSystem() {
  return createSystem(defaultBaseConfig, gospodarzConfig);
}

type GospodarzSystem = ReturnType<typeof createGospodarzSystem>;
let cached: GospodarzSystem | undefined;

/** The one system of the page. */
export function getSystem(): GospodarzSystem {
  if (!cached) cached = createGospodarzSystem();
  return cached;
}
