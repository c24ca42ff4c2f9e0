import type { Page } from '@playwright/test';
import { PAGE_FUNCTIONS, type PageFinding } from './phone-gate-dom.ts';

/**
 * The phone gate (issue 15): on the page as it is now, horizontal scrolling and content cut off
 * at an edge, targets under 44 × 44 px without 44 px of spacing (WCAG 2.5.8's rule at Apple's
 * and Google's 44 px), and controls of fixed or sticky bars that something sits on. What is
 * measured and what is exempt is written in `phone-gate-dom.ts`.
 */

/** Apple's and Google's minimum touch target, in CSS px. */
export const TARGET_SIZE = 44;

/** One problem on one screen. */
export interface PhoneFinding extends PageFinding {
  screen: string;
}

const pageSource = PAGE_FUNCTIONS.map((fn) => fn.toString()).join('\n');

/** Measures the page as it is now (its viewport as the phone's screen) and names `screen`. */
export async function measurePhone(page: Page, screen: string): Promise<PhoneFinding[]> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the phone gate needs a fixed viewport');
  const findings = await page.evaluate<PageFinding[]>(
    `(() => { ${pageSource}\nreturn measurePage(${viewport.width}, ${TARGET_SIZE}); })()`,
  );
  return findings.map((finding) => ({ ...finding, screen }));
}

/**
 * One readable line per distinct problem: rule, element and size, what is wrong, and the screens
 * it was seen on (the shell's problems repeat on every screen: listed once).
 */
export function describePhoneFindings(findings: PhoneFinding[]): string[] {
  const lines = new Map<string, string[]>();
  for (const { rule, subject, detail, screen } of findings) {
    const key = `${rule}: ${subject}: ${detail}`;
    const screens = lines.get(key) ?? [];
    if (!screens.includes(screen)) screens.push(screen);
    lines.set(key, screens);
  }
  return [...lines].map(([key, screens]) => `${key} [on: ${screens.join(', ')}]`);
}
