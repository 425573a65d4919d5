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
  message: string;
  data: T;
  rates?: Rates;
}

// Request bodies (already validated against openapi.yaml when a handler sees them).
export type Credentials = Schemas['Credentials'];
export type AccountUpdate = Schemas['AccountUpdate'];
export type ProfileQuery = Schemas['ProfileQuery'];
export type PostType = Schemas['PostType'];
export type NewPost = Schemas['NewPost'];
export type PostUpdate = Schemas['PostUpdate'];
export type NewCommunity = Schemas['NewCommunity'];
export type ContactRef = Schemas['ContactRef'];
export type ContactRemoval = Schemas['ContactRemoval'];
export type InboxQuery = Schemas['InboxQuery'];
export type PlayAction = Schemas['PlayAction'];
export type PlayResolve = Schemas['PlayResolve'];

export type ChatMessage = Schemas['ChatMessage'];
export type ChatState = ChatMessage['s'];
export type ChatListEntry = Schemas['ChatListEntry'];
