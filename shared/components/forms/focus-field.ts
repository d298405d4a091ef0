/**
 * Moves the focus to a form field by its id (FormFields): the input itself, or for a group of
 * options (a fieldset) its checked option, else its first. Scrolls it into view with its label.
 */
export function focusField(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const input = target.matches("input, select, textarea") ? target : target.querySelector<HTMLElement>("input:checked, input");
  input?.focus({ preventScroll: true });
  // The label sits above the input: bring the field's block into view, not just the control.
  (target.closest(".form-field") ?? target).scrollIntoView({ block: "center" });
}
