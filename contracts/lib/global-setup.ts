// Vitest global setup: starts the mock server once for the whole contract run (unless CONTRACT_BASE_URL points
// at a real deployment) and hands its URL to every test file; each file resets it with /__mock/reset.
import type { TestProject } from 'vitest/node';
import { realTargetConfigured, startMock, type StartedMock } from './target.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    contractMockBaseUrl: string;
    contractMockError: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let mock: StartedMock | undefined;
  if (!realTargetConfigured()) {
    try {
      mock = await startMock();
      project.provide('contractMockBaseUrl', mock.baseUrl);
    } catch (e) {
      // Spec-only checks still run; files that need a target fail with this reason.
      project.provide('contractMockError', (e as Error).message);
    }
  }
  return async () => {
    await mock?.stop();
  };
}
