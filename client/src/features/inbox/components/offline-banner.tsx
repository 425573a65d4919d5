// The offline banner (issue "Realtime"): shown while the realtime socket is lost or the browser is offline;
// it clears by itself once the socket is open again.
import { useSignals } from '@preact/signals-react/runtime';
import { WifiOff } from 'lucide-react';
import { useT } from '../../../i18n';
import { showOfflineBanner } from '../models/realtime-sync';
import './inbox-i18n';

export function OfflineBanner() {
  useSignals();
  const t = useT();
  if (!showOfflineBanner.value) return null;
  return (
    <div className="inbox-offline" role="status">
      <WifiOff size={16} aria-hidden="true" />
      <span>{t('inbox.offline')}</span>
    </div>
  );
}
