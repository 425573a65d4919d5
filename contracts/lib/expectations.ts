// The outcome each kind of request must get, shared by the contract suite and its self-test.
import type { Operation } from './spec.ts';

/** Documented refusals a schema-valid body may get for semantic reasons (unknown id, conflict, state, rate). */
export const SEMANTIC_REFUSALS = new Set([404, 409, 422, 429]);

export type Expectation = (status: number) => string | undefined;

/** A schema-valid body: accepted, or refused only for a documented semantic reason. */
export function expectAccepted(op: Operation): Expectation {
  return (status) => {
    if (status >= 200 && status < 300) return undefined;
    if (SEMANTIC_REFUSALS.has(status) && op.responses.has(String(status))) return undefined;
    if (status === 401 && !op.secured) return undefined; // wrong credentials for sign-in
    return 'a schema-valid body must be accepted (2xx) or refused only for a documented semantic reason (404/409/422/429); 400 means the target is stricter than openapi.yaml';
  };
}

/** A request that breaks the schema or the transport: a 4xx other than 401/403 (its documentation is checked separately). */
export function expectRefused(description: string): Expectation {
  return (status) =>
    status >= 400 && status < 500 && status !== 401 && status !== 403
      ? undefined
      : `a request that breaks the contract (${description}) must get a documented 4xx error envelope`;
}

/** A request without a valid token. */
export function expectUnauthorized(label: string): Expectation {
  return (status) => (status === 401 ? undefined : `${label} must get 401`);
}
