// Generates client/src/lib/api/schema.d.ts from openapi.yaml; with --check, fails when the committed file drifts.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const root = new URL('../', import.meta.url);
const specUrl = new URL('openapi.yaml', root);
const outPath = fileURLToPath(new URL('contracts/api/schema.d.ts', root));
const header = '// Generated from openapi.yaml by `npm run api:gen`. Do not edit.\n\n';

// Raw-body uploads (`format: binary`, e.g. uploadMedia) are files in the browser: Blob, not string, so
// `api.POST(path, rawUpload(file))` type-checks without a cast.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const ast = await openapiTS(specUrl, {
  alphabetize: true,
  immutable: false,
  transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
});
const generated = header + astToString(ast);

if (process.argv.includes('--check')) {
  const current = await readFile(outPath, 'utf8').catch(() => '');
  if (current !== generated) {
    console.error('api:check: contracts/api/schema.d.ts is out of date with openapi.yaml. Run `npm run api:gen`.');
    process.exit(1);
  }
  console.log('api:check: generated types match openapi.yaml');
} else {
  await writeFile(outPath, generated);
  console.log(`api:gen: wrote ${outPath}`);
}
