// Bundles the OpenAPI sources in contracts/openapi/ into the one openapi.yaml that the client types, the mock, Prism,
// the contract tests and the bench read (`redocly bundle`, the generated-file header on top).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

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
  return HEADER + stdout;
}
