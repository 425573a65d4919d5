// What the budget tests share: the addresses global-setup.ts started, and the build it made.
import { readBuild, type BuildResult } from '../bench/lib/build.ts';
import { BUDGETS_ENV } from './global-setup.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the budgets through \`npm run test:budgets\` (global-setup.ts sets it)`);
  return value;
}

export const origin = (): string => required(BUDGETS_ENV.origin);
export const apiBase = (): string => required(BUDGETS_ENV.apiBase);

let build: BuildResult | undefined;
export function currentBuild(): BuildResult {
  build ??= readBuild(required(BUDGETS_ENV.outDir));
  return build;
}
