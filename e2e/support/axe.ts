import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The WCAG 2.0, 2.1 and 2.2 A and AA rules: what 'zero violations' is measured against. axe-core
 * tags no WCAG 2.2 level-A rule (there is no `wcag22a`); `wcag22aa` brings target-size (2.5.8).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One failed rule on one screen, with the selectors of the offending nodes. */
export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** WCAG 2.5.8's smallest target (axe-core's target-size). */
const MIN_TARGET_PX = 24;

/** How long the scroll position must stay put before a scan: longer than the 50 ms wait before a
 * smooth scroll starts. */
const SCROLL_QUIET_MS = 100;

/**
 * Waits until the screen shows content, not a busy state: no spinner (a progressbar without a
 * value; the programme's progress bar has one) is left on the page, no animation runs and the page
 * does not scroll.
 */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  // A closing dialog's fading overlay or a colour transition would skew the contrast check.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // A smooth scroll in flight (to a linked comment: it starts 50 ms after the comment shows)
  // passes buttons under the sticky bars, which target-size then finds obscured.
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        let lastY = window.scrollY;
        let quietSince = performance.now();
        const watch = (now: number) => {
          if (window.scrollY !== lastY) {
            lastY = window.scrollY;
            quietSince = now;
          }
          if (now - quietSince >= quietMs) resolve();
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }),
    SCROLL_QUIET_MS,
  );
}

/**
 * Scans the page as it is now with axe-core and returns its WCAG A/AA violations for `screen`.
 * The video players' iframes are third-party documents (their markup is not ours): excluded.
 * axe-core is put into the page once per document (a sweep moves by hash, so once a sweep), and
 * runs there: @axe-core/playwright's AxeBuilder parsed its 550 KB again and opened a blank page
 * for every scan: two thirds of the sweep's time.
 *
 * A target of full size that only looks small because a sticky or fixed bar (the header, the
 * bottom bar, an open menu) lies over part of it where the page happens to rest is not counted:
 * scrolled a little, it is whole. A target under 24 px, or one covered by anything else (a
 * sibling in the same dialog, say), is still found.
 */
export async function scanScreen(page: Page, screen: string): Promise<AxeFinding[]> {
  await waitForContent(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, minSize }) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(
        // Third-party video players (the two video services' frames): not our markup.
        { exclude: [['iframe']] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      // The sticky or fixed element an element belongs to, if any.
      const barOf = (element: Element | null): Element | null => {
        for (let node = element; node; node = node.parentElement) {
          if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return node;
        }
        return null;
      };
      // Whatever covers the target on screen (sampled on a grid) belongs to a bar it is not in.
      const cutByBar = (selector: string): boolean => {
        const target = document.querySelector(selector);
        if (!target) return false;
        const box = target.getBoundingClientRect();
        if (box.width < minSize || box.height < minSize) return false;
        let cut = false;
        for (let column = 1; column < 8; column += 1) {
          for (let row = 1; row < 8; row += 1) {
            const x = box.left + (box.width * column) / 8;
            const y = box.top + (box.height * row) / 8;
            if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
            const top = document.elementFromPoint(x, y);
            if (!top || target.contains(top)) continue;
            const bar = barOf(top);
            if (!bar || bar.contains(target)) return false;
            cut = true;
          }
        }
        return cut;
      };
      return results.violations
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? 'unknown',
          help: violation.help,
          targets: violation.nodes
            .map((node) => node.target.join(' '))
            .filter((selector) => violation.id !== 'target-size' || !cutByBar(selector)),
        }))
        .filter((violation) => violation.targets.length > 0);
    },
    { tags: WCAG_TAGS, minSize: MIN_TARGET_PX },
  );
  return violations.map((violation) => ({ screen, ...violation }));
}

/**
 * One readable line per distinct problem: rule id and impact, what it asks, the selectors, and
 * the screens it was seen on (the shell's problems repeat on every screen: listed once).
 */
export function describeFindings(findings: AxeFinding[]): string[] {
  const lines = new Map<string, string[]>();
  for (const finding of findings) {
    const targets =
      finding.targets.slice(0, 6).join(' | ') +
      (finding.targets.length > 6 ? ` | … ${finding.targets.length - 6} more` : '');
    const key = `${finding.rule} (${finding.impact}) ${finding.help} → ${targets}`;
    lines.set(key, [...(lines.get(key) ?? []), finding.screen]);
  }
  return [...lines].map(([key, screens]) => `${key} [on: ${screens.join(', ')}]`);
}

/** Findings per rule id: the sweep's tally for the report. */
export function countByRule(findings: AxeFinding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of findings) counts[finding.rule] = (counts[finding.rule] ?? 0) + 1;
  return counts;
}
