// The GitHub Actions workflows' linter (`npm run lint:workflows`, part of `npm run lint`): strict YAML, then a schema of
// the workflow keys this project uses (unknown keys are typos), then what a schema cannot say (a `needs` naming no
// job, a secret pasted into a shell script, an action not pinned to a version). No published workflow schema or
// workflow linter is installed (README, "CI on GitHub"), so the schema below is ours: keep it to what GitHub documents.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { parseDocument } from 'yaml';

export const WORKFLOW_DIR = fileURLToPath(new URL('../.github/workflows/', import.meta.url));

/** Events a workflow of this project may name (GitHub's list is longer: add one here when a workflow needs it). */
const EVENTS = ['push', 'pull_request', 'pull_request_target', 'workflow_dispatch', 'workflow_call', 'schedule', 'release', 'merge_group'];
const PERMISSION_SCOPES = [
  'actions',
  'attestations',
  'checks',
  'contents',
  'deployments',
  'id-token',
  'issues',
  'packages',
  'pages',
  'pull-requests',
  'security-events',
  'statuses',
];

const stringMap = { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } };
const expressionOr = (type: string): object => ({ anyOf: [{ type }, { type: 'string', pattern: '^\\$\\{\\{.*\\}\\}$' }] });
const permissions = {
  anyOf: [
    { enum: ['read-all', 'write-all'] },
    {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(PERMISSION_SCOPES.map((scope) => [scope, { enum: ['read', 'write', 'none'] }])),
    },
  ],
};
const concurrency = {
  anyOf: [
    { type: 'string' },
    {
      type: 'object',
      additionalProperties: false,
      required: ['group'],
      properties: { group: { type: 'string' }, 'cancel-in-progress': expressionOr('boolean') },
    },
  ],
};

const step = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    if: { type: ['string', 'boolean'] },
    uses: { type: 'string', pattern: '^(\\./|docker://|[\\w.-]+/[\\w./-]+@[\\w.-]+$)' },
    run: { type: 'string', minLength: 1 },
    with: stringMap,
    env: stringMap,
    shell: { type: 'string' },
    'working-directory': { type: 'string' },
    'continue-on-error': expressionOr('boolean'),
    'timeout-minutes': expressionOr('number'),
  },
  oneOf: [{ required: ['uses'] }, { required: ['run'] }],
};

const job = {
  type: 'object',
  additionalProperties: false,
  required: ['runs-on', 'steps'],
  properties: {
    name: { type: 'string' },
    needs: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 1 }] },
    if: { type: ['string', 'boolean'] },
    'runs-on': { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
    'timeout-minutes': expressionOr('number'),
    'continue-on-error': expressionOr('boolean'),
    env: stringMap,
    permissions,
    concurrency,
    environment: { type: ['string', 'object'] },
    outputs: stringMap,
    strategy: {
      type: 'object',
      additionalProperties: false,
      properties: { matrix: { type: ['object', 'string'] }, 'fail-fast': expressionOr('boolean'), 'max-parallel': expressionOr('number') },
    },
    services: { type: 'object' },
    container: { type: ['string', 'object'] },
    defaults: { type: 'object' },
    steps: { type: 'array', minItems: 1, items: step },
  },
};

const input = {
  type: 'object',
  additionalProperties: false,
  required: ['description'],
  properties: {
    description: { type: 'string' },
    type: { enum: ['string', 'boolean', 'choice', 'number', 'environment'] },
    default: { type: ['string', 'boolean', 'number'] },
    required: { type: 'boolean' },
    options: { type: 'array', items: { type: 'string' } },
  },
};

const on = {
  anyOf: [
    { enum: EVENTS },
    { type: 'array', items: { enum: EVENTS }, minItems: 1 },
    {
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
      properties: {
        ...Object.fromEntries(EVENTS.map((event) => [event, { type: ['object', 'null'] }])),
        workflow_dispatch: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { inputs: { type: 'object', additionalProperties: input } },
        },
        schedule: {
          type: 'array',
          items: { type: 'object', additionalProperties: false, required: ['cron'], properties: { cron: { type: 'string' } } },
        },
      },
    },
  ],
};

export const WORKFLOW_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['on', 'jobs'],
  properties: {
    name: { type: 'string' },
    'run-name': { type: 'string' },
    on,
    permissions,
    concurrency,
    env: stringMap,
    defaults: { type: 'object' },
    jobs: {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_-]*$' },
      additionalProperties: job,
    },
  },
};

const validate = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).compile(WORKFLOW_SCHEMA);

interface Job {
  needs?: string | string[];
  steps?: { run?: string }[];
}

/** The problems of one workflow file's text, each naming where; none when it is fine. */
export function checkWorkflow(text: string): string[] {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) return doc.errors.map((error) => `YAML: ${error.message}`);
  const workflow: unknown = doc.toJS();
  if (!validate(workflow)) {
    // anyOf/oneOf also report each branch; the deepest problems say the most.
    return [...new Set((validate.errors ?? []).map((error) => `${error.instancePath || '/'}: ${error.message ?? 'invalid'}`))];
  }
  const problems: string[] = [];
  const jobs = (workflow as { jobs: Record<string, Job> }).jobs;
  for (const [id, spec] of Object.entries(jobs)) {
    for (const need of [spec.needs ?? []].flat()) if (!(need in jobs)) problems.push(`/jobs/${id}/needs: no job is called ${need}`);
    spec.steps?.forEach((entry, i) => {
      // A secret expanded into a script ends up in the script's text; pass it through env instead.
      if (entry.run !== undefined && /\$\{\{\s*secrets\./.test(entry.run))
        problems.push(`/jobs/${id}/steps/${i}/run: pass secrets through env, not into the script`);
    });
  }
  return problems;
}

/** The commands the workflow's steps run, for comparing with .ci/run. */
export function runCommands(text: string, jobId: string): string[] {
  const jobs = (parseDocument(text).toJS() as { jobs: Record<string, Job> }).jobs;
  return (jobs[jobId]?.steps ?? []).flatMap((entry) => (entry.run === undefined ? [] : entry.run.split('\n').map((line) => line.trim())));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = readdirSync(WORKFLOW_DIR).filter((name) => /\.ya?ml$/.test(name));
  let failed = false;
  for (const name of files) {
    for (const problem of checkWorkflow(readFileSync(`${WORKFLOW_DIR}${name}`, 'utf8'))) {
      failed = true;
      console.error(`.github/workflows/${name} ${problem}`);
    }
  }
  if (failed) process.exit(1);
  console.log(`workflows: ${files.length} file(s) fine`);
}
