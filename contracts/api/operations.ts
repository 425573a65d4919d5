// An operation's request body, success envelope and data, and path and query parameters by its operationId, read off
// the generated `operations` (schema.d.ts): nothing here restates a shape of openapi.yaml.
import type { operations } from './schema.d.ts';

/** Every operationId of openapi.yaml. */
export type OperationId = keyof operations;

/** The statuses of an answer that carries `status: 'success'`. */
type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON of a `content` map; `never` when there is none (no body, or a file's own bytes). */
type JsonOf<Content> = Content extends { 'application/json': infer T } ? T : never;

/** The body of a request or response: its `content` map's JSON. Distributes over a union of responses. */
type JsonBodyOf<Part> = Part extends { content: infer Content } ? JsonOf<Content> : never;

type Responses<Id extends OperationId> = operations[Id]['responses'];

/**
 * The JSON request body of an operation, as the spec's schema types it (required fields and all). `never` when the
 * operation takes no JSON body (none at all, or a file's own bytes, e.g. `uploadMedia`).
 */
export type RequestBody<Id extends OperationId> = JsonBodyOf<NonNullable<operations[Id]['requestBody']>>;

/** The whole success envelope (`status`, `message`, `data`, and `rates` where documented) of an operation. */
export type SuccessEnvelope<Id extends OperationId> = JsonBodyOf<Responses<Id>[Extract<keyof Responses<Id>, SuccessStatus>]>;

/** The `data` of an operation's success envelope: `ResponseData<'marketCart'>` is the cart. */
export type ResponseData<Id extends OperationId> = SuccessEnvelope<Id> extends { data: infer Data } ? Data : never;

/** The path parameters of an operation (`{ product: 'app' }` under `/{product}/…`); `never` when its path has none. */
export type PathParams<Id extends OperationId> = NonNullable<operations[Id]['parameters']['path']>;

/** The query parameters of an operation; `never` when it takes none. */
export type QueryParams<Id extends OperationId> = NonNullable<operations[Id]['parameters']['query']>;
