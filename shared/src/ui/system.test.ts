import { COLOR_TOKENS, SEMANTIC_COLORS } from './system';

// WCAG 2 contrast of text, computed from the system's own tokens (light theme): every pair the issue measured, and
// the text shades the kit uses, reach 4.5:1.

type Tokens = Record<string, Record<string, { value: string }> | { value: string }>;

function hexOf(reference: string): string {
  const match = /^\{colors\.([\w]+)\.(\w+)\}$/.exec(reference);
  if (!match) return reference === 'white' ? '#ffffff' : reference;
  const palette = (COLOR_TOKENS as unknown as Tokens)[match[1]] as Record<string, { value: string }>;
  return palette[match[2]].value;
}

function semantic(palette: string, shade: string): string {
  const group = (SEMANTIC_COLORS as unknown as Record<string, Record<string, { value: { _light: string } }>>)[palette];
  return hexOf(group[shade].value._light);
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const BG_SUBTLE = hexOf('{colors.gray.50}');

describe('text contrast of the Chakra system (WCAG AA, 4.5:1)', () => {
  it.each([
    ['white on the brand buttons', semantic('brand', 'solid'), WHITE],
    ["white on the teal buttons ('Następny krok')", semantic('teal', 'solid'), WHITE],
    ["white on the orange buttons ('Przedłuż ważność')", semantic('orange', 'solid'), WHITE],
    ['white on the success toast', semantic('green', 'solid'), WHITE],
    ['the sort arrows (fg.muted) on the table header', semantic('fg', 'muted'), BG_SUBTLE],
    ['subtle text on the table header', semantic('fg', 'subtle'), BG_SUBTLE],
    ['error messages', semantic('fg', 'error'), WHITE],
    ['warning messages', semantic('fg', 'warning'), WHITE],
    ['success messages', semantic('fg', 'success'), WHITE],
  ])('%s', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the contrasts the issue measured on the old tokens', () => {
    expect(contrast('#168871', WHITE)).toBeCloseTo(4.38, 2);
    expect(contrast(hexOf('{colors.teal.600}'), WHITE)).toBeCloseTo(3.74, 2);
    expect(contrast(hexOf('{colors.green.600}'), WHITE)).toBeCloseTo(3.3, 1);
  });
});
