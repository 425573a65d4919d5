// The sign that the API is slow (lib/api/slow-calls.ts): a thin moving bar at the top of the window once a call has
// waited a second, and a sentence once it has waited several. Nothing for quick calls: pages keep their own
// loading states, this only tells a person waiting on a slow server that the app has not frozen.
import { useSignals } from '@preact/signals-react/runtime';
import { anySlowCall, anyStillWaiting } from '../../lib/api/slow-calls';
import { t } from '../../i18n/index';

export function SlowProgress() {
  useSignals();
  if (!anySlowCall.value) return null;
  return (
    <div className="ui-slow">
      <div className="ui-slow__bar" role="progressbar" aria-label={t('common.loading')} />
      {anyStillWaiting.value ? (
        <p className="ui-slow__text" role="status">
          {t('common.stillWaiting')}
        </p>
      ) : null}
    </div>
  );
}
