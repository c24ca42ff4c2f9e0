const FIELDS = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button';

/**
 * Brings the form's first error, in reading order, into view and puts the focus on its field:
 * the control marked `aria-invalid`, or the first control beside the first error message.
 */
export function revealFirstError(form: HTMLElement): void {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
  if (!first) return;
  first.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const field = first.matches(FIELDS)
    ? first
    : first.parentElement?.querySelector<HTMLElement>(FIELDS);
  field?.focus({ preventScroll: true });
}
