/**
 * Props for a box that scrolls its content sideways (a wide table on a phone): a named region with a tab stop, so
 * that a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe `scrollable-region-focusable`).
 * `tabStop: false` when the content has controls of its own: focusing them scrolls the box already.
 */
export function scrollRegionProps(label: string, { tabStop = true }: { tabStop?: boolean } = {}) {
  return { role: 'region', 'aria-label': label, tabIndex: tabStop ? 0 : undefined } as const;
}
