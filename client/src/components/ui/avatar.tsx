// User avatars (spec section 3): the CDN image u/{uid}.png, else coloured initials, else a person icon.
import { useState } from 'react';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { UserRound } from 'lucide-react';
import { CDN_BASE } from '../../lib/cdn';
import { AVATAR_DEFAULT_SIZE, AVATAR_FONT_RATIO, avatarColors, initialsOf } from '../../lib/avatar-colors';
import { t } from '../../i18n/index';
import { cx } from './class-names';

/**
 * The cache-busting timestamp (spec section 3). One per page load so lists reuse the cached image;
 * refreshAvatars() moves it after the person uploads a new picture.
 */
export const avatarStamp = signal(Date.now(), { name: 'avatarStamp' });

export function refreshAvatars(): void {
  avatarStamp.value = Date.now();
}

export function avatarUrl(uid: string, stamp: number = avatarStamp.peek()): string {
  return `${CDN_BASE}/u/${encodeURIComponent(uid)}.png?t=${stamp}`;
}

export interface AvatarProps {
  uid?: string | null;
  userName?: string | null;
  size?: number;
  className?: string;
}

export function Avatar({ uid, userName, size = AVATAR_DEFAULT_SIZE, className }: AvatarProps) {
  useSignals();
  const src = uid ? avatarUrl(uid, avatarStamp.value) : null;
  // Remember which URL failed rather than a flag, so a new uid or stamp gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = userName?.trim() || '';
  const box = { width: size, height: size, fontSize: Math.round(size * AVATAR_FONT_RATIO) };

  if (src && failedSrc !== src) {
    return (
      <span className={cx('ui-avatar', className)} style={box}>
        <img
          src={src}
          alt={name || t('common.user')}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }

  const initials = initialsOf(name);
  if (!initials) {
    return (
      <span role="img" aria-label={t('common.user')} className={cx('ui-avatar', 'ui-avatar--anonymous', className)} style={box}>
        <UserRound size={Math.round(size * 0.6)} aria-hidden="true" />
      </span>
    );
  }
  // The initials are drawn, not typeset: the avatar is an image whose text alternative is the name (always shown
  // beside it), in the spec's palette (section 9: text lightness 40% on 90%), which for some hues is below the
  // 4.5:1 that applies to body text.
  return (
    <span role="img" aria-label={name} className={cx('ui-avatar', className)} style={{ ...box, ...avatarColors(initials) }}>
      <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">
        <text x="50" y="50" dy="0.35em" textAnchor="middle" fontSize={100 * AVATAR_FONT_RATIO} fontWeight={650} fill="currentColor">
          {initials}
        </text>
      </svg>
    </span>
  );
}
