// A person in a pay record: avatar, @username, verified badge and flag (spec section 3).
import { Avatar } from '../../../components/ui/avatar';
import { CountryFlag } from '../../../components/ui/country-flag';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import type { Party } from '../models/types';

export function PartyLine({ party, size = 32, children }: { party: Party; size?: number; children?: React.ReactNode }) {
  return (
    <span className="pay-party">
      <Avatar uid={party.uid} userName={party.userName} size={size} />
      <span className="pay-party__text">
        <span className="pay-party__name">
          <span className="pay-party__handle">@{party.userName}</span>
          {party.isVerified ? <VerifiedBadge size={14} /> : null}
          {party.country ? <CountryFlag code={party.country} /> : null}
        </span>
        {children ? <span className="pay-party__meta">{children}</span> : null}
      </span>
    </span>
  );
}
