// The API reference (docs topic "api") against openapi.yaml: every operation a cloud API key may call is on the
// page of its scope, with its security, fields, statuses, codes and a curl example; nothing else is.
import { describe, expect, it } from 'vitest';
import { curlExample, keyOperations, keyScopes, readOpenApi, referenceMarkdown } from './api-reference.ts';
import { readSiteSource, referenceWords } from './content-source.ts';
import { renderMarkdown } from './markdown.ts';

const doc = readOpenApi();
const operations = keyOperations(doc);

describe('the API reference', () => {
  it('finds the key operations of openapi.yaml, each with one of the three scopes', () => {
    expect(keyScopes(doc)).toEqual(['domains', 'messaging', 'storage']);
    expect(operations.length).toBeGreaterThanOrEqual(20);
    // Key management and cloud settings never accept a key.
    expect(operations.map((op) => op.operation.operationId)).not.toContain('cloudApiKeyCreate');
  });

  it.each(['pt', 'en'] as const)('lists every key operation on its scope page, with its security and a curl example (%s)', (lang) => {
    const site = readSiteSource(lang);
    for (const op of operations) {
      const page = site.pages.find((p) => p.path === `/docs/api/${op.scope}`);
      if (!page) throw new Error(`no reference page for ${op.scope}`);
      const id = op.operation.operationId.toLowerCase();
      const { toc, html } = renderMarkdown(page.markdown, { labels: { copy: 'c', anchor: 'a' } });
      expect(
        toc.map((e) => e.id),
        op.operation.operationId,
      ).toContain(id);
      const section = page.markdown.slice(page.markdown.indexOf(`{#${id}}`)).split('\n## ')[0] ?? '';
      expect(section).toContain(`\`${op.operation.operationId}\``);
      expect(section).toContain(`\`${op.scope}\``);
      expect(section).toContain('`cloudApiKey`');
      expect(section).toContain(`curl -sS -X ${op.method} "$OSB_API${op.path}"`);
      for (const code of op.operation['x-codes'] ?? []) expect(section, code).toContain(`\`${code}\``);
      expect(html).toContain(`<h2 id="${id}">`);
    }
    // And no operation of another scope.
    for (const scope of keyScopes(doc)) {
      const page = site.pages.find((p) => p.path === `/docs/api/${scope}`);
      const others = operations.filter((op) => op.scope !== scope);
      for (const op of others) expect(page?.markdown).not.toContain(`{#${op.operation.operationId.toLowerCase()}}`);
    }
  });

  it("shows a request's fields and an answer's data fields with whether they are required", () => {
    const md = referenceMarkdown(doc, 'storage', referenceWords('en'));
    const create = md.slice(md.indexOf('{#cloudbucketcreate}')).split('\n## ')[0] ?? '';
    expect(create).toContain('| `name` | string (1–255 chars) | yes |');
    expect(create).toContain('| `public` | boolean | yes |');
    expect(create).toContain('**Answer (`data`)** (201)');
    expect(create).toContain('| `rules.corsOrigins` |');
    expect(create).toContain('| 409 |');
    expect(create).toContain('| `cloud.bucketTaken` | The bucket name {bucket} is taken');
  });

  it('writes a curl line that quotes the JSON body for the shell, or sends a file as raw bytes', () => {
    const create = operations.find((op) => op.operation.operationId === 'cloudBucketCreate');
    const upload = operations.find((op) => op.operation.operationId === 'cloudObjectUpload');
    if (!create || !upload) throw new Error('missing operations');
    expect(curlExample(create, { name: "it's" })).toBe(
      [
        'curl -sS -X POST "$OSB_API/cloud/storage/bucket/create" \\',
        '  -H "Authorization: Bearer $OSB_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"name":"it'\\''s"}'`,
      ].join('\n'),
    );
    expect(curlExample(upload, 'raw')).toContain('--data-binary @photo.jpg');
  });
});
