import type { Page } from 'playwright-core';

// What a phone-sized check measures: whether the page scrolls sideways, and which elements make it.

export const PHONE = { width: 390, height: 844 };

/** How far the page reaches past the viewport's right edge, in CSS pixels (0: it fits). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The elements sticking out past the right edge, to name in a failure (a table inside a scroll box does not). */
export const offenders = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = el.getBoundingClientRect();
      if (box.right <= width + 1 || box.width === 0) continue;
      // inside something that scrolls or clips sideways: it does not widen the page
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX) && p.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
      }
      if (!clipped) out.push(`${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}.${el.className.toString().slice(0, 40)} → ${Math.round(box.right)}px`);
      if (out.length >= 5) break;
    }
    return out;
  });
