// Shapes of the API as the mock uses them, taken from the types generated from openapi.yaml (never hand-written).

import type { components } from '../../../contracts/api/schema.d.ts';

type Schemas = components['schemas'];

export type CurrencyCode = Schemas['CurrencyCode'];
export type Todo = Schemas['User']['todo'];
export type PlayResult = Schemas['PlayResult'];
export type PlayData = Schemas['PlayData'];
export type User = Schemas['User'];
export type Profile = Schemas['Profile'];
export type Rates = Schemas['Rates'];

export interface Envelope<T = unknown> {
  status: 'success' | 'error';
  /** What happened, as a documented code (openapi.yaml `x-codes`); absent only on a success no area has named yet. */
  code?: string;
  params?: Readonly<Record<string, string | number>>;
  message: string;
  data: T;
  rates?: Rates;
}

// Request bodies the stores take whole; a handler's body is typed by its operationId (plugins/openapi-validation.ts).
export type PostType = Schemas['PostType'];
export type NewPost = Schemas['NewPost'];
export type PostUpdate = Schemas['PostUpdate'];

export type ChatMessage = Schemas['ChatMessage'];
export type ChatState = ChatMessage['s'];
export type ChatListEntry = Schemas['ChatListEntry'];
