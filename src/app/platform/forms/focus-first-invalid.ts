/**
 * After a refused submit, takes focus (and the eye) to the first field that says why: the person is at the
 * submit button, often a screen below the message. A radio group is entered at its checked or first radio.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  const group = field.closest('[role="radiogroup"]');
  const target = group?.querySelector<HTMLElement>('input:checked') ?? field;
  target.focus({ preventScroll: true });
  (group ?? target).scrollIntoView({ block: 'center' });
}
