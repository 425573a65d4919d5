// Bundles the OpenAPI sources in contracts/openapi/ into the one openapi.yaml that the client types, the mock, Prism,
// the contract tests and the bench read (`redocly bundle`, the generated-file header on top).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseDocument } from 'yaml';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
export const SOURCES_ROOT = 'contracts/openapi/openapi.yaml';
const HEADER =
  '# Generated from contracts/openapi/ by `npm run api:gen` (redocly bundle). Do not edit: change the sources and regenerate.\n';

/** The bundle as openapi.yaml should hold it. Fails on an unresolved $ref or a component name used twice. */
export async function bundleApi(): Promise<string> {
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    // A second `Foo` in another file would be bundled as `Foo-2`, renaming a type the code imports: an error, not a warning.
    [cli, 'bundle', SOURCES_ROOT, '--component-renaming-conflicts-severity=error'],
    {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
      // No upgrade notice on every api:gen (telemetry is off in redocly.yaml).
      env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  return HEADER + withCodeEnum(stdout);
}

const CODE_PATTERN = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function codeList(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.some((code) => typeof code !== 'string' || !CODE_PATTERN.test(code)))
    throw new Error(`${where}: x-codes must be a list of codes such as pay.balanceTooLow`);
  const codes = value as string[];
  const twice = codes.find((code, i) => codes.indexOf(code) !== i);
  if (twice) throw new Error(`${where}: ${twice} is listed twice`);
  return codes;
}

/**
 * Every code the document names (its `x-common-codes` and each operation's `x-codes`), written into
 * components.schemas.ApiCode as an enum: the generated types then name each code, so the client's catalogues are
 * checked against them, and the contract tests refuse a code nobody documented.
 */
export function withCodeEnum(yamlText: string): string {
  const doc = parseDocument(yamlText);
  const root = doc.toJS() as Record<string, unknown>;
  const codes = new Set(codeList(root['x-common-codes'], 'x-common-codes'));
  for (const [path, item] of Object.entries((root.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method) || op['x-codes'] === undefined) continue;
      for (const code of codeList(op['x-codes'], `${method} ${path}`)) codes.add(code);
    }
  }
  if (!doc.hasIn(['components', 'schemas', 'ApiCode'])) throw new Error('components.schemas.ApiCode is missing');
  doc.setIn(['components', 'schemas', 'ApiCode', 'enum'], [...codes].sort());
  return doc.toString({ lineWidth: 0 });
}
