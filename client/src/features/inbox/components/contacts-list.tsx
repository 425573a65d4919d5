// Contacts (spec sections 3 and 5): the cached map with a link to each chat; removing needs at least one chosen.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import { contacts, removeContacts } from '../models/contacts';
import './inbox-i18n';

export function ContactsList() {
  useSignals();
  const t = useT();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const list = Object.entries(contacts.value).sort(([, a], [, b]) => a.localeCompare(b));

  const toggle = (uid: string) => {
    const next = new Set(chosen);
    if (next.has(uid)) next.delete(uid);
    else next.add(uid);
    setChosen(next);
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removeContacts([...chosen]);
      setChosen(new Set());
      toast.success(t('inbox.contactsRemoved'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (list.length === 0) return <EmptyState message={t('inbox.contactsEmpty')} />;
  return (
    <div className="inbox-contacts">
      <ul className="inbox-pick-list">
        {list.map(([uid, name]) => (
          <li key={uid} className="inbox-contact">
            <input type="checkbox" checked={chosen.has(uid)} onChange={() => toggle(uid)} aria-label={t('inbox.selectContact', { name })} />
            <Link to={`/inbox/${encodeURIComponent(uid)}`} className="inbox-contact__link" aria-label={t('inbox.openChatWith', { name })}>
              <Avatar uid={uid} userName={name} size={32} />
              <span>@{name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="inbox-contacts__actions">
        <Button variant="danger" size="sm" disabled={chosen.size === 0} loading={busy} onClick={() => void remove()}>
          {t('inbox.removeSelected', { count: chosen.size })}
        </Button>
      </div>
    </div>
  );
}
