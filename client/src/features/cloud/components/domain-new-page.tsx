// /cloud/domain/new: search a name, see availability and yearly price per TLD, choose one and register it for
// 1–10 years (charged in OSBT); then on to its manage page.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { registerDomain } from '../api/register-domain';
import { searchDomains } from '../api/search-domains';
import { MAX_YEARS } from '../../../../../contracts/rules/domain';
import { DomainSearchModel } from '../models/domains';
import { cloudLinks } from '../models/links';
import { CloudPage, FieldError, FormError, problemText, type CloudPageProps } from './cloud-page';
import { useFormats } from './storage-parts';

const YEAR_CHOICES = Array.from({ length: MAX_YEARS }, (_, i) => i + 1);

export function DomainNewPage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const f = useFormats();
  const id = useId();
  const navigate = useNavigate();
  const model = useModel(() => new DomainSearchModel({ search: searchDomains, register: registerDomain }));
  const result = model.result.value;
  const chosen = model.chosen.value;
  const registerForm = useRef<HTMLFormElement | null>(null);
  // The register form opens under the results, often below the fold on a phone: bring it into view and put the
  // focus on its heading, so choosing a result visibly leads somewhere.
  useEffect(() => {
    const form = registerForm.current;
    if (!chosen || !form) return;
    form.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    form.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [chosen]);
  const searchError = problemText(t, model.error.value);

  const search = (event: FormEvent) => {
    event.preventDefault();
    void model.search();
  };
  const register = async (event: FormEvent) => {
    event.preventDefault();
    const domain = await model.register();
    if (domain) {
      toast.success(t('cloud.domain.new.done', { domain: domain.domain }));
      void navigate(cloudLinks.domainManage(domain.id));
    }
  };

  return (
    <CloudPage title={title} lead={t('cloud.domain.new.lead')}>
      <form className="page-card stack-form" role="search" onSubmit={search} noValidate>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('cloud.domain.new.query')}</label>
          <div className="page-row">
            <input
              id={`${id}-q`}
              className="cloud-grow"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={253}
              value={model.query.value}
              onChange={(e) => (model.query.value = e.target.value)}
              aria-invalid={searchError ? true : undefined}
              aria-describedby={`${id}-qh ${id}-qe`}
            />
            <Button type="submit" loading={model.searching.value}>
              {t('cloud.domain.new.search')}
            </Button>
          </div>
          <p className="field__hint" id={`${id}-qh`}>
            {t('cloud.domain.new.hint')}
          </p>
          <FieldError id={`${id}-qe`}>{searchError}</FieldError>
        </div>
      </form>

      {result ? (
        <section className="page-card" aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`}>{t('cloud.domain.new.results', { name: result.name })}</h2>
          <ul className="page-list">
            {result.results.map((offer) => (
              <li key={offer.domain} className="page-row page-row--spread cloud-offer" data-available={offer.available}>
                <span className="cloud-offer__name">{offer.domain}</span>
                <span className={offer.available ? 'cloud-tag cloud-tag--ok' : 'cloud-tag cloud-tag--no'}>
                  {t(offer.available ? 'cloud.domain.new.available' : 'cloud.domain.new.taken')}
                </span>
                <span className="page-muted">{t('cloud.perYear', { price: f.osbt(offer.price) })}</span>
                <Button
                  size="sm"
                  variant={chosen?.domain === offer.domain ? 'primary' : 'secondary'}
                  disabled={!offer.available}
                  onClick={() => model.choose(offer)}
                >
                  {t('cloud.domain.new.choose', { domain: offer.domain })}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {chosen ? (
        <form
          ref={registerForm}
          className="page-card stack-form"
          aria-labelledby={`${id}-chosen`}
          onSubmit={(e) => void register(e)}
          noValidate
        >
          <h2 id={`${id}-chosen`} tabIndex={-1}>
            {t('cloud.domain.new.chosen', { domain: chosen.domain })}
          </h2>
          <div className="field">
            <label htmlFor={`${id}-years`}>{t('cloud.domain.new.years')}</label>
            <select id={`${id}-years`} value={model.years.value} onChange={(e) => model.setYears(Number(e.target.value))}>
              {YEAR_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <label className="cloud-check">
            <input type="checkbox" checked={model.autoRenew.value} onChange={(e) => (model.autoRenew.value = e.target.checked)} />
            {t('cloud.domain.new.autoRenew')}
          </label>
          <p>{t('cloud.domain.new.total', { total: model.total.value })}</p>
          <FormError problem={model.registerError.value} />
          <div className="page-row">
            <Button type="submit" loading={model.registering.value}>
              {t('cloud.domain.new.confirm', { total: model.total.value })}
            </Button>
            <Button variant="ghost" onClick={() => model.choose(null)}>
              {t('cloud.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </CloudPage>
  );
}
