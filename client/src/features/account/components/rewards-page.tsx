// /account/rewards: my referral code and invite link (copy buttons), who joined with my code, entering the code
// of who invited me, and the achievements with their progress and the OSBT each pays once when claimed.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { CheckCircle2, Copy, Gift, Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { refreshUser } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { applyReferral } from '../../../lib/api/calls/apply-referral';
import { claimReward } from '../api/claim-reward';
import { getRewards } from '../api/get-rewards';
import { RewardsModel, achievementState, inviteLink, unclaimedTotal, type Achievement, type Rewards } from '../models/rewards';
import { LoadState } from './load-state';
import { formatOsbt } from '../../../lib/currency';
import { AccountPage, useWhen } from './page-bits';

type Model = InstanceType<typeof RewardsModel>;

function CopyField({ label, value, button }: { label: string; value: string; button: string }) {
  const t = useT();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('accountPages.copied'));
    } catch {
      toast.error(t('accountPages.copyFailed'));
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="page-row page-row--loose account-copy">
        <input id={id} readOnly value={value} onFocus={(e) => e.target.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" />
          {button}
        </Button>
      </div>
    </div>
  );
}

function ReferralCard({ data, model }: { data: Rewards; model: Model }) {
  const t = useT();
  const when = useWhen();
  const headingId = useId();
  const codeId = useId();
  const [code, setCode] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await model.applyCode(code)) setCode('');
  };
  const codeError = model.codeError.value;
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accountPages.referralTitle')}</h2>
      <p className="field__hint">{t('accountPages.referralLead')}</p>
      <CopyField label={t('accountPages.yourCode')} value={data.referralCode} button={t('accountPages.copyCode')} />
      <CopyField
        label={t('accountPages.inviteLink')}
        value={inviteLink(window.location.origin, data.referralCode)}
        button={t('accountPages.copyLink')}
      />
      <h3>{t('accountPages.joinedTitle')}</h3>
      {data.referrals.length === 0 ? (
        <p>{t('accountPages.joinedNone')}</p>
      ) : (
        <ul className="account-people">
          {data.referrals.map((r) => (
            <li key={r.userName}>
              <strong>@{r.userName}</strong>{' '}
              <span className="field__hint">{t('accountPages.joinedOn', { date: when(r.joinedAt, 'date') })}</span>
            </li>
          ))}
        </ul>
      )}
      {data.referredBy ? <p>{t('accountPages.invitedBy', { name: data.referredBy })}</p> : null}
      {data.canApplyCode ? (
        <form className="stack-form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="field__hint">{t('accountPages.haveCode')}</p>
          <div className="field">
            <label htmlFor={codeId}>{t('accountPages.enterCode')}</label>
            <div className="page-row page-row--loose account-copy">
              <input
                id={codeId}
                value={code}
                maxLength={12}
                autoCapitalize="characters"
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? `${codeId}-error` : undefined}
                onChange={(e) => setCode(e.target.value)}
              />
              <Button type="submit" variant="secondary" loading={model.applying.value}>
                {t('accountPages.applyCode')}
              </Button>
            </div>
            {codeError ? (
              <p id={`${codeId}-error`} className="field__error" role="alert">
                {codeError === 'required' ? t('accountPages.codeRequired') : codeError}
              </p>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}

function AchievementItem({ achievement, model }: { achievement: Achievement; model: Model }) {
  const t = useT();
  const lang = language.value;
  const state = achievementState(achievement);
  const name = t(`accountPages.achievement.${achievement.id}`);
  const Icon = state === 'claimed' ? CheckCircle2 : state === 'claimable' ? Gift : Lock;
  return (
    <li className={`account-achievement account-achievement--${state}`}>
      <Icon size={22} aria-hidden="true" className="account-achievement__icon" />
      <div className="account-achievement__body">
        <strong>{name}</strong>
        <span className="field__hint">{formatOsbt(achievement.reward, lang)}</span>
        {achievement.goal > 1 || state === 'locked' ? (
          <>
            <progress className="account-progress" max={achievement.goal} value={achievement.progress} aria-label={name} />
            <span className="field__hint">{t('accountPages.progress', { progress: achievement.progress, goal: achievement.goal })}</span>
          </>
        ) : null}
      </div>
      {state === 'claimable' ? (
        <Button
          size="sm"
          loading={model.claiming.value === achievement.id}
          disabled={model.claiming.value !== null}
          onClick={() => void model.claim(achievement.id)}
        >
          {t('accountPages.claim', { amount: formatOsbt(achievement.reward, lang) })}
        </Button>
      ) : state === 'claimed' ? (
        <span className="account-achievement__done">{t('accountPages.claimed')}</span>
      ) : null}
    </li>
  );
}

export function RewardsPage({ title }: { title: string }) {
  useSignals();
  const t = useT();
  const headingId = useId();
  const model = useModel(
    () =>
      new RewardsModel({
        load: getRewards,
        claim: claimReward,
        apply: applyReferral,
        refresh: refreshUser,
        notify: (kind, message) => toast[kind](message),
      }),
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  const data = model.data.value;
  if (data === null) {
    return (
      <AccountPage title={title}>
        <LoadState error={model.error.value} onRetry={() => void model.load()} />
      </AccountPage>
    );
  }
  const toClaim = unclaimedTotal(data.achievements);
  return (
    <AccountPage title={title}>
      <section className="page-card account-card" aria-labelledby={headingId}>
        <div className="page-row page-row--loose page-row--spread">
          <h2 id={headingId}>{t('accountPages.achievementsTitle')}</h2>
          {toClaim > 0 ? (
            <span className="account-pill">{t('accountPages.unclaimed', { amount: formatOsbt(toClaim, language.value) })}</span>
          ) : null}
        </div>
        <p className="field__hint">{t('accountPages.achievementsLead')}</p>
        <ul className="page-list page-list--loose">
          {data.achievements.map((a) => (
            <AchievementItem key={a.id} achievement={a} model={model} />
          ))}
        </ul>
      </section>
      <ReferralCard data={data} model={model} />
    </AccountPage>
  );
}
