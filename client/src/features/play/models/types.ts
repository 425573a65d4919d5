// The game's API shapes, all taken from the types generated from openapi.yaml.
import type { components } from '../../../../../contracts/api/schema';

type Schemas = components['schemas'];

export type PlayData = Schemas['PlayData'];
export type PlayResult = Schemas['PlayResult'];
export type PlayHand = Schemas['PlayHand'];
export type PlayEnd = Schemas['PlayEnd'];
export type StakeLetter = Schemas['StakeLetter'];
export type PlayAction = Schemas['PlayAction'];
export type Contacts = Schemas['Contacts'];
export type Profile = Schemas['Profile'];
/** What play/resolve answers: the result r, or why the game ended without one (e), and both hands. */
export type PlayOutcome = NonNullable<Schemas['PlayResolveEnvelope']['data']>;

/** A friend challenge or a rematch offer: the JSON r frame's data, and an item of User.playOffers. */
export type Challenge = Schemas['PlayOffer'];
