// What a shared rule answers when a value breaks it: a stable code and the values its text needs, never a
// sentence. The texts live in one place per language (messages-en.ts here; the client's i18n rules catalogue).

export type RuleParams = Readonly<Record<string, string | number>>;

export interface RuleProblem<C extends string = string> {
  readonly code: C;
  readonly params?: RuleParams;
}

export function problem<C extends string>(code: C, params?: RuleParams): RuleProblem<C> {
  return params ? { code, params } : { code };
}

/** A text with its {name} placeholders filled from params (a placeholder without a value stays visible). */
export function fillParams(text: string, params: RuleParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
