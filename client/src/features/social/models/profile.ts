// A profile page's data (spec section 2: /@{username}): the profile, its counts and follow state, and its posts.
// Kept per user and name while the session lasts, so going back to a profile keeps its place.
import { batch, signal } from '@preact/signals-react';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { followProfile } from '../api/follow-profile';
import { getProfile } from '../../../lib/api/calls/get-profile';
import { getProfileStats } from '../api/get-profile-stats';
import { listProfilePosts } from '../api/list-profile-posts';
import { unfollowProfile } from '../api/unfollow-profile';
import { markFollowingChanged } from './feeds';
import { createPagedList, type PagedList } from './paged-list';
import type { Profile, ProfileStats } from './types';

export type ProfileStatus = 'loading' | 'ready' | 'notFound' | 'error';

function createProfileModel(userName: string) {
  const profile = signal<Profile | null>(null, { name: `profile:${userName}` });
  const stats = signal<ProfileStats | null>(null);
  const posts = signal<PagedList | null>(null);
  const status = signal<ProfileStatus>('loading');
  const error = signal<string | null>(null);
  const followBusy = signal(false);
  let started: Promise<void> | null = null;

  /** Loads the profile and its first page once; the profile and counts again on every visit (refresh). */
  const load = (): Promise<void> =>
    (started ??= (async () => {
      try {
        const data = await getProfile(userName);
        const counts = await getProfileStats({ uid: data.uid });
        const list = createPagedList(`profile:${data.uid}`, (page) => listProfilePosts({ uid: data.uid, page }));
        batch(() => {
          profile.value = data;
          stats.value = counts.data;
          posts.value = list;
          status.value = 'ready';
        });
        await list.ensure();
      } catch (reason) {
        started = null;
        batch(() => {
          status.value = reason instanceof ApiError && reason.status === 404 ? 'notFound' : 'error';
          error.value = errorMessage(reason);
        });
      }
    })());

  /** Back on a page opened before: its name and bio (edited meanwhile, maybe by this person) and counts afresh. */
  const refresh = async (): Promise<void> => {
    const uid = profile.peek()?.uid;
    if (!uid) return load();
    try {
      const [data, counts] = await Promise.all([getProfile(userName), getProfileStats({ uid })]);
      batch(() => {
        if (data.uid === uid) profile.value = data;
        stats.value = counts.data;
      });
    } catch {
      // What is already shown stays.
    }
  };

  const toggleFollow = async (): Promise<void> => {
    const current = stats.peek();
    if (!current || followBusy.peek() || current.isMe) return;
    followBusy.value = true;
    try {
      const { data } = await (current.isFollowing ? unfollowProfile({ uid: current.uid }) : followProfile({ uid: current.uid }));
      stats.value = data;
      markFollowingChanged();
    } catch (reason) {
      toast.error(errorMessage(reason));
    } finally {
      followBusy.value = false;
    }
  };

  return { userName, profile, stats, posts, status, error, followBusy, load, refresh, toggleFollow };
}

export type ProfileModel = ReturnType<typeof createProfileModel>;

const models = new Map<string, ProfileModel>();

/** The model of a profile page, the same one while the same person is signed in. */
export function profileModel(userName: string): ProfileModel {
  const key = `${user.peek()?.uid ?? ''}:${userName}`;
  let model = models.get(key);
  if (!model) {
    model = createProfileModel(userName);
    models.set(key, model);
  }
  return model;
}

/** Asks again for the counts of a profile page already opened this session (a post of theirs was deleted). */
export function refreshProfileCounts(userName: string): Promise<void> {
  return models.get(`${user.peek()?.uid ?? ''}:${userName}`)?.refresh() ?? Promise.resolve();
}
