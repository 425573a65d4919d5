// Who wrote a post or comment: avatar, name (linking to /@name, spec section 2), verified badge and flag; the display
// name the person chose comes first with their @username beside it, as Mastodon and X show authors.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { CountryFlag } from '../../../components/ui/country-flag';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { MENTION_PREFIX } from '../../../lib/text-recognition';
import type { ProfileSummary } from '../models/types';

export const profileHref = (userName: string): string => MENTION_PREFIX + encodeURIComponent(userName);

/** The display name a person chose, or null when they chose none (then their @username stands alone). */
export const displayNameOf = (profile: { displayName?: string }): string | null => profile.displayName?.trim() || null;

/** How a person is named in a sentence or label: "Ada Obi (@ada)", or "@ada" without a display name. */
export const nameOf = (profile: { displayName?: string; userName: string }): string => {
  const shown = displayNameOf(profile);
  return shown ? `${shown} (@${profile.userName})` : `@${profile.userName}`;
};

export function AuthorLine({ author, size = 40, children }: { author: ProfileSummary; size?: number; children?: ReactNode }) {
  const href = profileHref(author.userName);
  const shown = displayNameOf(author);
  return (
    <div className="sc-author">
      <Link to={href} className="sc-author__avatar" tabIndex={-1} aria-hidden="true">
        <Avatar uid={author.uid} userName={author.userName} size={size} />
      </Link>
      <div className="sc-author__text">
        <span className="sc-author__name">
          <Link to={href}>{shown ?? `@${author.userName}`}</Link>
          {author.isVerified ? <VerifiedBadge size={15} /> : null}
          <CountryFlag code={author.country} />
          {shown ? <span className="sc-author__handle">@{author.userName}</span> : null}
        </span>
        {children ? <span className="sc-author__meta">{children}</span> : null}
      </div>
    </div>
  );
}
