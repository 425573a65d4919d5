// Joins the class names that are set, so widgets can take an extra className without string juggling.
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
