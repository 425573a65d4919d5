// The social feature's API shapes, named once from the generated schema (never hand-written).
import type { components } from '../../../../../contracts/api/schema';

type Schemas = components['schemas'];

export type Post = Schemas['Post'];
export type PostType = Schemas['PostType'];
export type FeedName = Schemas['FeedName'];
export type FeedPage = Schemas['FeedPage'];
export type Comment = Schemas['Comment'];
export type ProfileSummary = Schemas['ProfileSummary'];
export type Profile = Schemas['Profile'];
export type ProfileStats = Schemas['ProfileStats'];
export type TagStats = Schemas['TagStats'];
export type NewPost = Schemas['NewPost'];
