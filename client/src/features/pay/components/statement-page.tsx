// /pay/statement?asset=OSBT&month=2026-11: one asset's month from the ledger (opening balance, every movement, closing
// balance), its boundaries the person's time zone's midnights; downloadable as CSV and printable.
import { useEffect, useId, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Download, Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { t as translate, useT } from '../../../i18n';
import { formatAsset } from '../../../lib/amount';
import { errorMessage } from '../../../lib/api/errors';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import { toast } from '../../../state/toasts';
import { getStatement } from '../api/get-statement';
import { downloadCsv } from '../models/activity';
import { assets, DEFAULT_ASSET, loadAssets, precisionOf } from '../models/assets';
import { movementDetails } from '../models/describe';
import { payLinks } from '../models/links';
import { isMonth, monthOf, recentMonths, statementCsv, statementFileName } from '../models/statement';
import type { AssetCode, Statement } from '../models/types';
import { Loading, LoadError, PayPage, type PayPageProps } from './pay-page';
import './receipt-messages';

/** Ours: the month picker offers two years back. */
const MONTHS_OFFERED = 24;

function csvOf(statement: Statement): string {
  return statementCsv(statement, precisionOf(statement.asset), {
    header: ['date', 'details', 'amount', 'fee', 'balance', 'movement', 'transaction'].map((c) =>
      translate(`payReceipt.csv.${c as 'date'}`),
    ),
    opening: translate('payReceipt.csv.opening'),
    closing: translate('payReceipt.csv.closing'),
    // The note too: a statement line is read without the receipt beside it.
    details: (m, line) => (m ? [movementDetails(m), m.note].filter(Boolean).join(' · ') : (holdText(line) ?? '')),
  });
}

/** A line with no movement of its own that a person still has to read: a sell ad's hold locking or giving back. */
function holdText(line: { tx: string; amount: number }): string | null {
  // pay:p2p:<ad>:hold:<n> (mock-server store/pay-p2p.ts): the seller's balance moving into or out of the ad's hold.
  if (!/^pay:p2p:ad[0-9a-z]{8}:hold:\d+$/.test(line.tx)) return null;
  return translate(line.amount < 0 ? 'payReceipt.adHold' : 'payReceipt.adHoldBack');
}

export function StatementPage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const zone = timeZone.value;
  const [params, setParams] = useSearchParams();
  const current = monthOf(Date.now(), zone);
  const asset = (params.get('asset') ?? DEFAULT_ASSET) as AssetCode;
  const monthParam = params.get('month');
  const month = isMonth(monthParam) && monthParam <= current ? monthParam : current;
  const [statement, setStatement] = useState<Statement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    Promise.all([getStatement({ asset, month, timeZone: zone }), loadAssets()])
      .then(([answer]) => live && setStatement(answer))
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [asset, month, zone, attempt]);

  const choose = (next: { asset?: string; month?: string }) =>
    setParams(new URLSearchParams({ asset: next.asset ?? asset, month: next.month ?? month }));
  const shown = statement && statement.asset === asset && statement.month === month ? statement : null;
  const money = (minor: number): string => formatAsset(minor, { code: asset, precision: precisionOf(asset) }, lang);
  const time = (ms: number): string => formatTime(ms, { timeZone: zone, lang });

  return (
    <PayPage
      title={title}
      lead={t('payReceipt.statement.lead')}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={!shown}
            onClick={() => {
              if (!shown) return;
              downloadCsv(statementFileName(shown), csvOf(shown));
              toast.success(t('payReceipt.statement.saved'));
            }}
          >
            <Download size={16} aria-hidden="true" />
            {t('payReceipt.statement.csv')}
          </Button>
          <Button variant="secondary" disabled={!shown} onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" />
            {t('payReceipt.print')}
          </Button>
        </>
      }
    >
      <form className="pay-filters pay-statement__pick" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-asset`}>{t('payReceipt.statement.asset')}</label>
          <select id={`${id}-asset`} value={asset} onChange={(e) => choose({ asset: e.target.value })}>
            {(assets.value.length ? assets.value.map((a) => a.code) : [asset]).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-month`}>{t('payReceipt.statement.month')}</label>
          <select id={`${id}-month`} value={month} onChange={(e) => choose({ month: e.target.value })}>
            {recentMonths(current, MONTHS_OFFERED).map((m) => (
              <option key={m} value={m}>
                {new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${m}-15T00:00:00Z`))}
              </option>
            ))}
          </select>
        </div>
      </form>

      {error ? <LoadError message={error} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {!shown && !error ? <Loading /> : null}
      {shown ? (
        <article className="page-card pay-statement" data-testid="pay-statement" aria-busy={shown !== statement || undefined}>
          <p className="page-muted">
            {t('payReceipt.statement.period', { from: time(shown.from), to: time(shown.to) })} ·{' '}
            {t('payReceipt.statement.zone', { zone: shown.timeZone })}
          </p>
          <dl className="pay-statement__totals">
            <div>
              <dt>{t('payReceipt.statement.opening')}</dt>
              <dd data-testid="statement-opening">{money(shown.opening)}</dd>
            </div>
            <div>
              <dt>{t('payReceipt.statement.in')}</dt>
              <dd>{money(shown.totalIn)}</dd>
            </div>
            <div>
              <dt>{t('payReceipt.statement.out')}</dt>
              <dd>{money(shown.totalOut)}</dd>
            </div>
            <div>
              <dt>{t('payReceipt.statement.fees')}</dt>
              <dd>{money(shown.fees)}</dd>
            </div>
            <div>
              <dt>{t('payReceipt.statement.closing')}</dt>
              <dd data-testid="statement-closing">{money(shown.closing)}</dd>
            </div>
          </dl>
          {shown.lines.length === 0 ? (
            <EmptyState message={t('payReceipt.statement.empty')} />
          ) : (
            <div className="page-table-wrap pay-statement__table" tabIndex={0} role="region" aria-label={title}>
              <table className="page-table pay-table">
                <thead>
                  <tr>
                    <th scope="col">{t('payReceipt.statement.date')}</th>
                    <th scope="col">{t('payReceipt.statement.details')}</th>
                    <th scope="col" className="pay-table__num">
                      {t('payReceipt.statement.amount')}
                    </th>
                    <th scope="col" className="pay-table__num">
                      {t('payReceipt.statement.fee')}
                    </th>
                    <th scope="col" className="pay-table__num">
                      {t('payReceipt.statement.balance')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.lines.map((line) => (
                    <tr key={line.tx}>
                      <td className="pay-table__date">{time(line.at)}</td>
                      <td>
                        {line.movement ? (
                          <Link to={payLinks.receipt(line.movement.id)}>{movementDetails(line.movement)}</Link>
                        ) : (
                          (holdText(line) ?? line.tx)
                        )}
                      </td>
                      <td className="pay-table__num">
                        <span className="pay-movement__amount" data-direction={line.amount < 0 ? 'out' : 'in'}>
                          {line.amount > 0 ? '+' : '−'}
                          {money(Math.abs(line.amount))}
                        </span>
                      </td>
                      <td className="pay-table__num">{line.fee > 0 ? money(line.fee) : ''}</td>
                      <td className="pay-table__num">{money(line.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </article>
      ) : null}
    </PayPage>
  );
}
