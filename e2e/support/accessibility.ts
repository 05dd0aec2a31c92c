import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './suite';

// axe-core over what a browser test sees: WCAG 2.1 A and AA. A serious or critical violation fails the test; each
// one found is also kept in e2e/artifacts/axe.log with the screen it was found on.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING = new Set(['serious', 'critical']);

/** Waits for the page's finite animations (a dialog or a toast coming in) so that colours are checked as they end. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
}

/** The serious and critical violations on the page as it is now, one line per rule with the elements it hit. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => {
      const where = v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`)
        .join('; ');
      return `${v.id} [${v.impact}] ${v.help}: ${where}${v.nodes.length > 5 ? ` … and ${v.nodes.length - 5} more` : ''}`;
    });
}

/** Fails when the page as it is now has a serious or critical accessibility violation; `screen` names it. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const found = await accessibilityViolations(page);
  if (!found.length) return;
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.appendFileSync(path.join(ARTIFACTS, 'axe.log'), `${screen} (${page.url()})\n${found.map((f) => `  ${f}`).join('\n')}\n\n`);
  if (process.env.AXE_REPORT_ONLY === '1') return;
  throw new Error(`Dostępność: ${screen} (${page.url()}):\n${found.join('\n')}`);
}
