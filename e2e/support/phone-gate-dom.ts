/**
 * The phone gate's measurements, run inside the page: `phone-gate.ts` sends these functions as
 * source text (`PAGE_FUNCTIONS`), so each may use only the DOM and the other functions here.
 *
 * Targets are what a finger can tap (`targetSelector`). Exempt, as WCAG 2.5.8 exempts them, and no
 * wider than said:
 * - a link laid out inline inside running text (its block holds words outside any target: a link
 *   in a paragraph of a publication or a comment), whose height the line sets;
 * - a native checkbox or radio inside a label: the label is the target and is measured instead;
 * - disabled, hidden (display, visibility, `inert`, `pointer-events: none`, as behind a modal),
 *   visually hidden (1 px, or clipped away by an ancestor that does not scroll) and zero-size
 *   elements (a target scrolled away inside a scrolling box, as in a tab bar, is measured);
 * - anything inside an iframe (the video services' players): this runs in the top document only.
 */

/** One problem the page shows now. */
export interface PageFinding {
  rule: 'overflow' | 'cut-off' | 'target-size' | 'sticky-cover';
  subject: string;
  detail: string;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What a finger can tap; labels only as the target of the checkbox or radio they hold. */
export function targetSelector(): string {
  const roles = ['button', 'tab', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio'];
  roles.push('checkbox', 'switch', 'radio', 'option', 'combobox', 'slider');
  return [
    'a[href]',
    'button',
    'summary',
    'select',
    'textarea',
    'input:not([type="hidden"])',
    '[contenteditable="true"]',
    ...roles.map((role) => `[role="${role}"]`),
  ].join(',');
}

/** `button "Ответить" (.commentActions)`: tag, role, a name and the CSS module class. */
export function describeElement(element: Element): string {
  const role = element.getAttribute('role');
  // A container's text is its children's: only a target or a leaf is named by its text.
  const named = element.matches(targetSelector()) || element.children.length === 0;
  const label =
    element.getAttribute('aria-label') ??
    element.getAttribute('title') ??
    element.getAttribute('placeholder') ??
    (named ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : '');
  const name = label.length > 40 ? `${label.slice(0, 39)}…` : label;
  const moduleClass = [...element.classList]
    .map((name) => /^_([A-Za-z][A-Za-z0-9]*)_/.exec(name)?.[1] ?? name)
    .find((name) => name.length > 0);
  const testId = element.getAttribute('data-testid');
  return (
    element.tagName.toLowerCase() +
    (role ? `[role=${role}]` : '') +
    (name ? ` "${name}"` : '') +
    (testId ? ` [data-testid=${testId}]` : moduleClass ? ` (.${moduleClass})` : '')
  );
}

export function sizeOf(box: Box): string {
  return `${Math.round(box.right - box.left)}×${Math.round(box.bottom - box.top)}`;
}

export function intersect(a: Box, b: Box): Box | null {
  const box = {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
  return box.right - box.left > 0.5 && box.bottom - box.top > 0.5 ? box : null;
}

/**
 * The part of `element` its scrolling or clipping ancestors let show (null: none); with
 * `scrolled`, the part that scrolling those that scroll could show. An ancestor clips only what it
 * contains: an absolute element escapes the static ancestors up to its containing block, a fixed
 * one every ancestor up to a transformed one.
 */
export function visibleBox(element: Element, scrolled = false): Box | null {
  let box: Box | null = element.getBoundingClientRect();
  let position = getComputedStyle(element).position;
  for (let parent = element.parentElement; parent && box; parent = parent.parentElement) {
    if (parent === document.body || parent === document.documentElement) break;
    const style = getComputedStyle(parent);
    const transformed = style.transform !== 'none' || style.filter !== 'none';
    if (position === 'fixed' && !transformed) continue;
    if (position === 'absolute' && style.position === 'static' && !transformed) continue;
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
      if (!(scrolled && isScroller(parent))) box = intersect(box, parent.getBoundingClientRect());
    }
    position = style.position;
  }
  return box;
}

export function isScroller(element: Element): boolean {
  const { overflowX, overflowY } = getComputedStyle(element);
  return /auto|scroll/.test(overflowX) || /auto|scroll/.test(overflowY);
}

/** The nearest scrolling ancestor below the page's own scrolling. */
export function scrollerOf(element: Element): Element | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent === document.body || parent === document.documentElement) return null;
    if (isScroller(parent)) return parent;
  }
  return null;
}

/**
 * Shown (or scrolled away inside a scrolling box) and tappable now: not disabled, hidden, inert,
 * behind a modal or visually hidden.
 */
export function isTappable(element: Element): boolean {
  if (element.matches(':disabled, [aria-disabled="true"]') || element.closest('[inert]')) {
    return false;
  }
  if (!element.checkVisibility({ visibilityProperty: true })) return false;
  if (getComputedStyle(element).pointerEvents === 'none') return false;
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1 && visibleBox(element, true) !== null;
}

/**
 * A link laid out inline inside running text (the WCAG 2.5.8 "inline" exception): `display:
 * inline`, and its block holds words outside any target. Buttons and inline-blocks are sized by
 * the author, never exempt.
 */
export function isInlineInText(element: Element): boolean {
  if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
  let block = element.parentElement;
  while (block && getComputedStyle(block).display.startsWith('inline')) {
    block = block.parentElement;
  }
  if (!block) return false;
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const inTarget = node.parentElement?.closest(targetSelector());
    if (!inTarget && /[\p{L}\p{N}]/u.test(node.textContent ?? '')) return true;
  }
  return false;
}

/** The tappable targets now, with the exemptions above applied. */
export function collectTargets(): Element[] {
  const targets = [...document.querySelectorAll(targetSelector())].filter(
    (element) =>
      isTappable(element) &&
      !isInlineInText(element) &&
      !element.matches('label input[type="checkbox"], label input[type="radio"]'),
  );
  const labels = [...document.querySelectorAll('label')].filter(
    (label) =>
      label.querySelector('input[type="checkbox"], input[type="radio"]') && isTappable(label),
  );
  return [...targets, ...labels];
}

/** The position: fixed or sticky element that carries `element` (itself included), if any. */
export function stickyLayerOf(element: Element): Element | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const position = getComputedStyle(node).position;
    if (position === 'fixed' || position === 'sticky') return node;
  }
  return null;
}

/**
 * What `element` moves and stacks with: the open popup holding it, else the fixed and sticky bars
 * together, else the scrolling page.
 */
export function layerOf(element: Element): Element | 'bars' | 'page' {
  const popup = element.closest(popupSelector());
  if (popup) return popup;
  return stickyLayerOf(element) ? 'bars' : 'page';
}

/** A dialog, menu, listbox or tooltip: open for a moment, covering the page on purpose. */
export function popupSelector(): string {
  const roles = ['dialog', 'alertdialog', 'menu', 'listbox', 'tooltip'];
  return [...roles.map((role) => `[role="${role}"]`), '[data-radix-popper-content-wrapper]'].join(
    ',',
  );
}

/** A fixed bar as wide as a viewport that the overflow widened: a symptom, not a cause. */
export function spansWideViewport(element: Element, box: Box, width: number): boolean {
  const viewportWidth = document.documentElement.clientWidth;
  return (
    viewportWidth > width &&
    getComputedStyle(element).position === 'fixed' &&
    box.left > -0.5 &&
    box.right < viewportWidth + 0.5
  );
}

/**
 * Horizontal scrolling (named by the widest elements past the right edge) and content cut off at
 * an edge without making the page scroll (past the left edge, or under a clipping page).
 */
export function findOverflow(width: number): PageFinding[] {
  const scrollWidth = document.documentElement.scrollWidth;
  const overflows = scrollWidth > width;
  const offenders: { element: Element; box: Box; out: number }[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = visibleBox(element);
    if (!box || !element.checkVisibility({ visibilityProperty: true })) continue;
    if (spansWideViewport(element, box, width)) continue;
    const out = Math.max(box.right - width, box.right > 0 ? -box.left : 0);
    if (out <= 0.5 || offenders.some(({ element: outer }) => outer.contains(element))) continue;
    offenders.push({ element, box, out });
  }
  const findings: PageFinding[] = offenders
    .sort((a, b) => b.out - a.out)
    .slice(0, 5)
    .map(({ element, box }) => ({
      rule: overflows && box.right > width ? 'overflow' : 'cut-off',
      subject: describeElement(element),
      detail: `${Math.round(box.right - box.left)} px wide, from x ${Math.round(box.left)} to ${Math.round(box.right)}`,
    }));
  if (overflows && !findings.some((finding) => finding.rule === 'overflow')) {
    findings.push({ rule: 'overflow', subject: 'page', detail: `${scrollWidth} px wide` });
  }
  return findings.map((finding) =>
    finding.rule === 'overflow'
      ? { ...finding, detail: `${finding.detail}; page ${scrollWidth} px wide` }
      : finding,
  );
}

export function circleHitsBox(x: number, y: number, radius: number, box: Box): boolean {
  const dx = Math.max(box.left - x, 0, x - box.right);
  const dy = Math.max(box.top - y, 0, y - box.bottom);
  return dx * dx + dy * dy < radius * radius;
}

/**
 * WCAG 2.5.8 at 44 px: a target under 44 × 44 passes only if a 44 px circle on its centre meets
 * no other target's box and no other undersized target's circle. Only targets of one layer are
 * compared: a bar's target and the page's slide past each other (which one is on top is the
 * sticky-cover check's business), and an open popup sits on top of both.
 */
export function findTargetSize(targets: Element[], size: number): PageFinding[] {
  const measured = targets.map((element) => {
    const box = element.getBoundingClientRect();
    return {
      element,
      box,
      shown: visibleBox(element),
      scroller: scrollerOf(element),
      small: box.width < size - 0.5 || box.height < size - 0.5,
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
      layer: layerOf(element),
    };
  });
  const findings: PageFinding[] = [];
  for (const target of measured.filter((candidate) => candidate.small)) {
    const clashes = measured.filter((other) => {
      if (other === target || other.layer !== target.layer) return false;
      // Within one scrolling box every box counts; across boxes only what shows of each.
      const together = other.scroller === target.scroller;
      if (!together && (!other.shown || !target.shown)) return false;
      const obstacle = together ? other.box : other.shown;
      return (
        (obstacle !== null && circleHitsBox(target.x, target.y, size / 2, obstacle)) ||
        (other.small && Math.hypot(other.x - target.x, other.y - target.y) < size)
      );
    });
    const nearest = clashes[0];
    if (!nearest) continue;
    const more = clashes.length > 1 ? ` and ${clashes.length - 1} more` : '';
    findings.push({
      rule: 'target-size',
      subject: `${describeElement(target.element)} ${sizeOf(target.box)}`,
      detail: `under ${size} px and its ${size} px circle meets ${describeElement(nearest.element)} ${sizeOf(nearest.box)}${more}`,
    });
  }
  return findings;
}

/**
 * Controls of fixed and sticky bars that something else sits on: the element hit at the centre
 * of the control's shown part (or at one of its quarter points: partly covered) is not it.
 */
export function findStickyCover(targets: Element[], width: number): PageFinding[] {
  const findings: PageFinding[] = [];
  const viewport = { left: 0, top: 0, right: width, bottom: innerHeight };
  for (const target of targets) {
    const layer = stickyLayerOf(target);
    const shown = visibleBox(target);
    const box = layer && shown ? intersect(shown, viewport) : null;
    if (!layer || !box) continue;
    const width = box.right - box.left;
    const height = box.bottom - box.top;
    const points = [
      [0.5, 0.5],
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ];
    const covers = points.map(([fx = 0, fy = 0]) => {
      const hit = document.elementFromPoint(box.left + fx * width, box.top + fy * height);
      return hit && !target.contains(hit) && !hit.closest(popupSelector()) ? hit : null;
    });
    const cover = covers.find((hit) => hit !== null);
    if (!cover) continue;
    const coverLayer = stickyLayerOf(cover);
    const where = coverLayer
      ? `${getComputedStyle(coverLayer).position} ${describeElement(coverLayer)}`
      : 'the page';
    findings.push({
      rule: 'sticky-cover',
      subject: `${describeElement(target)} in ${getComputedStyle(layer).position} ${describeElement(layer)}`,
      detail: `${covers[0] ? 'covered' : 'partly covered'} by ${describeElement(cover)} of ${where}`,
    });
  }
  return findings;
}

/** Everything the gate checks, on the page as it is now, for a viewport `width` px wide. */
export function measurePage(width: number, size: number): PageFinding[] {
  const targets = collectTargets();
  return [
    ...findOverflow(width),
    ...findTargetSize(targets, size),
    ...findStickyCover(targets, width),
  ];
}

/** The functions above, in the order the page needs them defined. */
export const PAGE_FUNCTIONS = [
  targetSelector,
  describeElement,
  sizeOf,
  intersect,
  visibleBox,
  isScroller,
  scrollerOf,
  isTappable,
  isInlineInText,
  collectTargets,
  stickyLayerOf,
  layerOf,
  popupSelector,
  spansWideViewport,
  findOverflow,
  circleHitsBox,
  findTargetSize,
  findStickyCover,
  measurePage,
];
