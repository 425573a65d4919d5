// The linters catch what they are there for: ESLint's layer boundaries and hooks rules, Prettier's formatting and
// stylelint's page-frame rule, each shown on a snippet linted as if it were a real file of the right folder (the
// type-aware parser and the import resolver need a path that exists). A linted snippet stands in for that file's
// text for the rest of the run, so no snippet imports a file another snippet stands in for.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import stylelint from 'stylelint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

const PAY_FILE = at('client/src/features/pay/components/send-page.tsx');
const LIB_FILE = at('client/src/lib/random-id.ts');
const MOCK_FILE = at('mock-server/src/lib/openapi.ts');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The rule ids ESLint reports for `code` linted as the file at `filePath`. */
async function ruleIds(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

// The first lint loads the TypeScript project, which takes a while on a busy machine.
describe('ESLint', { timeout: 120_000 }, () => {
  it('reports a feature importing another feature (pay → social)', async () => {
    const code = "import { getTag } from '../../social/api/get-tag';\n\nexport const load = getTag;\n";
    expect(await ruleIds(code, PAY_FILE)).toContain('import-x/no-restricted-paths');
  });

  it('reports lib/ importing features/', async () => {
    const code = "import { getTag } from '../features/social/api/get-tag';\n\nexport const load = getTag;\n";
    expect(await ruleIds(code, LIB_FILE)).toContain('import-x/no-restricted-paths');
  });

  it('reports the mock importing client/', async () => {
    const code = "import { errorMessage } from '../../../client/src/lib/api/errors';\n\nexport const message = errorMessage;\n";
    expect(await ruleIds(code, MOCK_FILE)).toContain('import-x/no-restricted-paths');
  });

  it("reports the mock importing the contract tests' harness (only contracts/api and contracts/rules are shared)", async () => {
    const code = "import { openapiPath } from '../../../contracts/lib/spec.ts';\n\nexport const spec = openapiPath;\n";
    expect(await ruleIds(code, MOCK_FILE)).toContain('import-x/no-restricted-paths');
  });

  it('leaves a feature importing the shared layers alone', async () => {
    const code = "import { errorMessage } from '../../../lib/api/errors';\n\nexport const message = errorMessage;\n";
    expect(await ruleIds(code, PAY_FILE)).toEqual([]);
  });

  it('reports a hook called conditionally and an effect missing a dependency', async () => {
    const conditional = [
      "import { useState } from 'react';",
      '',
      'export function Badge({ shown }: { shown: boolean }) {',
      '  if (!shown) return null;',
      '  const [count] = useState(0);',
      '  return <span>{count}</span>;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds(conditional, PAY_FILE)).toContain('react-hooks/rules-of-hooks');

    const missingDep = [
      "import { useEffect, useState } from 'react';",
      '',
      'export function Title({ name }: { name: string }) {',
      "  const [title, setTitle] = useState('');",
      '  useEffect(() => {',
      '    setTitle(name);',
      '  }, []);',
      '  return <h1>{title}</h1>;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds(missingDep, PAY_FILE)).toContain('react-hooks/exhaustive-deps');
  });
});

describe('Prettier', () => {
  it('reports an unformatted snippet and accepts it once formatted', async () => {
    const options = { ...(await prettier.resolveConfig(PAY_FILE)), filepath: PAY_FILE };
    const messy = 'export const  total=(a:number,b:number)=>{return a+b}\n';
    expect(await prettier.check(messy, options)).toBe(false);
    expect(await prettier.check(await prettier.format(messy, options), options)).toBe(true);
  });
});

describe('stylelint', () => {
  it('reports an area stylesheet re-setting a page-frame property on a bare frame class', async () => {
    const lint = (code: string) => stylelint.lint({ code, codeFilename: at('client/src/features/pay/components/pay.css'), cwd: repoRoot });
    const clash = await lint('.pay-history .page-card {\n  padding: 0;\n}\n');
    expect(clash.results[0]?.warnings.map((w) => w.rule)).toEqual(['osb/page-frame-overrides']);
    // The way an area restyles a frame element: frame class and area class together.
    const override = await lint('.page-card.pay-history {\n  padding: 0;\n}\n');
    expect(override.results[0]?.warnings).toEqual([]);
  });
});
