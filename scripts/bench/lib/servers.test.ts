// The bench starts the mock as `npm run mock` does: with the Node flags of package.json's mock script.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './env.ts';
import { mockNodeFlags } from './servers.ts';

describe('mockNodeFlags', () => {
  it("are the flags between node and the server in package.json's mock script", () => {
    const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { mock: string } }).scripts.mock;
    expect(script).toBe(['node', ...mockNodeFlags(), 'mock-server/src/server.ts'].join(' '));
    expect(mockNodeFlags().every((flag) => flag.startsWith('--'))).toBe(true);
  });
});
