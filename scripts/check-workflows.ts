// The GitHub Actions workflows' linter (`npm run lint:workflows`, part of `npm run lint`): strict YAML (a repeated
// key is an error, which the schema cannot see), then action-validator (SchemaStore's published workflow schema,
// compiled into the package: nothing is downloaded), then what the schema cannot say (an action not pinned to a
// version, a secret pasted into a shell script).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateWorkflow, type ValidationError } from '@action-validator/core';
import { parseDocument } from 'yaml';

export const WORKFLOW_DIR = fileURLToPath(new URL('../.github/workflows/', import.meta.url));

/** A schema problem in one line each; a oneOf/anyOf names each branch's own problems (the deepest say the most). */
function describe(error: ValidationError): string[] {
  const where = 'path' in error ? error.path || '/' : `line ${error.location?.line ?? '?'}`;
  const nested = 'states' in error ? (error.states ?? []).flatMap((state) => state.errors.flatMap(describe)) : [];
  return nested.length > 0 ? nested : [`${where}: ${error.detail ?? error.title}`];
}

interface Job {
  steps?: { run?: string; uses?: string }[];
}

/** The problems of one workflow file's text, each naming where; none when it is fine. */
export function checkWorkflow(text: string): string[] {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) return doc.errors.map((error) => `YAML: ${error.message}`);
  const workflow: unknown = doc.toJS();
  const { errors } = validateWorkflow(text);
  if (errors.length > 0) return [...new Set(errors.flatMap(describe))];
  const problems: string[] = [];
  const jobs = (workflow as { jobs: Record<string, Job> }).jobs;
  for (const [id, spec] of Object.entries(jobs)) {
    spec.steps?.forEach((entry, i) => {
      // GitHub needs a ref to fetch an action; the schema takes any string.
      if (entry.uses !== undefined && !/^(\.\/|docker:\/\/|[\w.-]+\/[\w./-]+@[\w.-]+$)/.test(entry.uses))
        problems.push(`/jobs/${id}/steps/${i}/uses: pin the action to a version (owner/name@ref)`);
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
