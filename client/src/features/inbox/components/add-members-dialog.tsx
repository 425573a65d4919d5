// Adds contacts to a community (issue: "a way to add members: invite a contact"); the server skips members.
import { useId, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/errors';
import { closeModal } from '../../../state/modal';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import { addMembers } from '../models/community';
import { contacts } from '../models/contacts';
import type { ConversationModel } from '../models/conversation';
import './inbox-i18n';

export function AddMembersDialog({ model }: { model: ConversationModel }) {
  useSignals();
  const t = useT();
  const info = model.info.value;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const list = Object.entries(contacts.value);

  const toggle = (uid: string) => {
    const next = new Set(chosen);
    if (next.has(uid)) next.delete(uid);
    else next.add(uid);
    setChosen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!info || chosen.size === 0) return;
    setBusy(true);
    try {
      const result = await addMembers(info.c, [...chosen]);
      model.info.value = { ...info, members: Object.keys(result.members).length };
      toast.success(t('inbox.membersAdded'));
      closeModal();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack-form inbox-dialog" onSubmit={(e) => void submit(e)} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('inbox.addMembers')}</h2>
      <p className="lead">{t('inbox.addMembersLead', { name: info?.name ?? '' })}</p>
      {list.length === 0 ? (
        <p>{t('inbox.noContactsToAdd')}</p>
      ) : (
        <ul className="inbox-pick-list">
          {list.map(([uid, name]) => (
            <li key={uid}>
              <label className="inbox-pick">
                <input type="checkbox" checked={chosen.has(uid)} onChange={() => toggle(uid)} />
                <Avatar uid={uid} userName={name} size={32} />
                <span>@{name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="inbox-dialog__actions">
        <Button variant="ghost" onClick={closeModal}>
          {t('inbox.cancel')}
        </Button>
        <Button type="submit" disabled={chosen.size === 0} loading={busy}>
          {t('inbox.add')}
        </Button>
      </div>
    </form>
  );
}
