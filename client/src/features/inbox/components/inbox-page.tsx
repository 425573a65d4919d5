// /inbox (spec section 2): on mobile the chat list is the page; on desktop the list is in the side panel and the
// page invites the person to choose a conversation or start one.
import { MessagesSquare } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { openModal } from '../../../state/modal';
import { useT } from '../../../i18n';
import { ChatList } from './chat-list';
import { CreateCommunityDialog } from './create-community-dialog';
import { NewChatDialog } from './new-chat-dialog';
import './inbox-i18n';
import './inbox.css';

export function InboxPage() {
  const t = useT();
  return (
    <section className="inbox-home">
      <div className="inbox-home__mobile">
        <ChatList heading="h1" />
      </div>
      <div className="inbox-home__desktop">
        <EmptyState icon={<MessagesSquare size={40} />} message={t('inbox.chooseConversationLead')}>
          <h1 className="inbox-home__title">{t('inbox.chooseConversation')}</h1>
          <div className="inbox-home__actions">
            <Button onClick={() => openModal(<NewChatDialog />, { label: t('inbox.newChat') })}>{t('inbox.newChat')}</Button>
            <Button variant="secondary" onClick={() => openModal(<CreateCommunityDialog />, { label: t('inbox.newCommunity') })}>
              {t('inbox.newCommunity')}
            </Button>
          </div>
        </EmptyState>
      </div>
    </section>
  );
}
