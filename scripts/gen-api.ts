// Bundles contracts/openapi/ into openapi.yaml (scripts/bundle-api.ts) and generates contracts/api/schema.d.ts
// from it; with --check, fails when the committed bundle or the committed types drift from the sources.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { bundleApi } from './bundle-api.ts';

const root = new URL('../', import.meta.url);
const specUrl = new URL('openapi.yaml', root);
const outPath = fileURLToPath(new URL('contracts/api/schema.d.ts', root));
const header = '// Generated from openapi.yaml by `npm run api:gen`. Do not edit.\n\n';

// openapi.yaml is itself generated: the types below come from the fresh bundle, so --check compares both with the sources.
const bundle = await bundleApi();
if (!process.argv.includes('--check')) {
  await writeFile(specUrl, bundle);
  console.log(`api:gen: wrote ${fileURLToPath(specUrl)}`);
} else if ((await readFile(specUrl, 'utf8').catch(() => '')) !== bundle) {
  console.error('api:check: openapi.yaml is out of date with its sources in contracts/openapi/ (or was edited by hand).');
  console.error('           Make the change in contracts/openapi/, then run `npm run api:gen`.');
  process.exitCode = 1;
}

// Raw-body uploads (`format: binary`, e.g. uploadMedia) are files in the browser: Blob, not string, so
// `api.POST(path, rawUpload(file))` type-checks without a cast.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const ast = await openapiTS(bundle, {
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
