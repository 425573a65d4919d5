// The offline banner (issue "Realtime"): shown while the realtime socket is lost or the browser is offline;
// it clears by itself once the socket is open again. The chat list and an open conversation can be on screen
// together (the side panel on desktop): then only the conversation's banner shows, never two identical ones.
import { useLayoutEffect } from 'react';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { WifiOff } from 'lucide-react';
import { useT } from '../../../i18n';
import { showOfflineBanner } from '../models/realtime-sync';
import './inbox-i18n';

/** How many conversation banners are mounted (the list's banner gives way to them). */
const conversationBanners = signal(0, { name: 'inboxConversationBanners' });

export function OfflineBanner({ inConversation = false }: { inConversation?: boolean }) {
  useSignals();
  const t = useT();
  useLayoutEffect(() => {
    if (!inConversation) return;
    conversationBanners.value += 1;
    return () => {
      conversationBanners.value -= 1;
    };
  }, [inConversation]);
  if (!showOfflineBanner.value || (!inConversation && conversationBanners.value > 0)) return null;
  return (
    <div className="inbox-offline" role="status">
      <WifiOff size={16} aria-hidden="true" />
      <span>{t('inbox.offline')}</span>
    </div>
  );
}
