/** Joins the class names that apply, skipping the conditional ones that do not. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
