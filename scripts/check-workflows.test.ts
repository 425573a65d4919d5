// The workflow linter (scripts/check-workflows.ts) passes the committed CI workflow and reports each kind of mistake;
// the workflow runs what .ci/run runs, on the Node major package.json's engines name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkWorkflow, runCommands, WORKFLOW_DIR } from './check-workflows.ts';

const CI = readFileSync(`${WORKFLOW_DIR}ci.yml`, 'utf8');
const CI_RUN = readFileSync(new URL('../.ci/run', import.meta.url), 'utf8');

const MINIMAL = `on: push
jobs:
  test:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - run: npm test
`;

describe('check-workflows', () => {
  it('passes the committed workflows', () => {
    expect(checkWorkflow(CI)).toEqual([]);
    expect(checkWorkflow(MINIMAL)).toEqual([]);
  });

  it.each([
    [
      'a typo in a step key',
      MINIMAL.replace('- run: npm test', '- runs: npm test'),
      "/jobs/test/steps/1: Additional property 'runs' is not allowed",
    ],
    ['a typo in a job key', MINIMAL.replace('runs-on:', 'run-on:'), '/jobs/test/runs-on: This property is required'],
    [
      'a step with both uses and run',
      MINIMAL.replace('- run: npm test', '- run: npm test\n        uses: actions/setup-node@v4'),
      '/jobs/test/steps/1: OneOf conditions are not met',
    ],
    ['an action not pinned to a version', MINIMAL.replace('actions/checkout@v4', 'actions/checkout'), 'pin the action to a version'],
    ['an unknown event', MINIMAL.replace('on: push', 'on: pushed'), '/on'],
    ['no jobs', 'on: push\njobs: {}\n', '/jobs: MinProperties condition is not met'],
    ['a needs naming no job', MINIMAL.replace('runs-on:', 'needs: build\n    runs-on:'), '/jobs/test/needs: unresolved job build'],
    ['a secret pasted into a script', MINIMAL.replace('npm test', 'echo ${{ secrets.TOKEN }}'), 'pass secrets through env'],
    ['a duplicate key', MINIMAL.replace('    steps:', '    runs-on: ubuntu-22.04\n    steps:'), 'YAML'],
    ['broken YAML', MINIMAL.replace('    steps:', '  steps:\n  - ]'), 'YAML'],
    ['a bad permission', `permissions:\n  contents: readwrite\n${MINIMAL}`, '/permissions'],
  ])('reports %s', (_label, text, problem) => {
    const problems = checkWorkflow(text);
    expect(problems.join('\n')).toContain(problem);
  });
});

describe('ci.yml', () => {
  it('runs the commands of .ci/run (npm ci with its flags, then npm test)', () => {
    const commands = runCommands(CI, 'test');
    const ciRun = CI_RUN.split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('npm '));
    expect(ciRun).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
    for (const command of ciRun) expect(commands).toContain(command);
    expect(commands.indexOf('npm ci --no-audit --no-fund')).toBeLessThan(commands.indexOf('npm test'));
  });

  it('sets up the Node of .nvmrc, the major of package.json engines and of the pinned node package', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
      devDependencies: { node: string };
    };
    const nvmrc = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
    expect(pkg.engines.node).toContain(`<${Number(nvmrc) + 1}`);
    expect(pkg.devDependencies.node.split('.')[0]).toBe(nvmrc);
    expect([...CI.matchAll(/node-version-file: (\S+)/g)].map((match) => match[1])).toEqual(['.nvmrc', '.nvmrc']);
    expect(CI).not.toMatch(/node-version:/);
  });

  it('runs the contract suite against a real API only when started by hand, with the secrets the suite reads', () => {
    expect(runCommands(CI, 'contract-real-api')).toContain('npm run test:contract');
    for (const name of ['CONTRACT_BASE_URL', 'CONTRACT_EMAIL', 'CONTRACT_PASSWORD', 'CONTRACT_EMAIL_2', 'CONTRACT_PASSWORD_2'])
      expect(CI).toContain(`${name}: \${{ secrets.${name} }}`);
    expect(CI).toMatch(/contract-real-api:\n(?:.*\n)*?\s+if: github\.event_name == 'workflow_dispatch'/);
  });
});
