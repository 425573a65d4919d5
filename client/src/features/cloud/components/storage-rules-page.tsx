// /cloud/storage/rules: a bucket's rules — browser origins allowed to fetch its files (CORS), deleting objects
// older than N days (the mock enforces it on its clock), the largest object it takes; checked before saving.
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { listBuckets } from '../api/list-buckets';
import { setBucketRules } from '../api/set-bucket-rules';
import { cloudLinks } from '../models/links';
import { RulesModel } from '../models/storage';
import { MAX_CORS_ORIGINS } from '../../../../../contracts/rules/storage';
import { CloudPage, FieldError, fieldText, FormError, LoadError, Loading, type CloudPageProps } from './cloud-page';

export function StorageRulesPage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const model = useModel(() => new RulesModel({ list: listBuckets, save: setBucketRules }));
  const wanted = params.get('bucket') ?? undefined;
  useEffect(() => {
    void model.load(wanted);
  }, [model, wanted]);
  const buckets = model.buckets.value;
  const errors = model.errors.value;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await model.save();
    if (saved) toast.success(t('cloud.rules.saved', { name: saved.name }));
  };

  return (
    <CloudPage title={title} lead={t('cloud.rules.lead')}>
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load(wanted)} /> : null}
      {buckets === null ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : buckets.length === 0 ? (
        <EmptyState icon={<ShieldCheck size={32} />} message={t('cloud.bucket.none')}>
          <Link to={cloudLinks.storageNew} className="ui-button ui-button--primary ui-button--md">
            {t('cloud.bucket.create')}
          </Link>
        </EmptyState>
      ) : (
        <form className="page-card stack-form cloud-narrow" onSubmit={(e) => void save(e)} noValidate aria-label={title}>
          <div className="field">
            <label htmlFor={`${id}-bucket`}>{t('cloud.rules.bucket')}</label>
            <select
              id={`${id}-bucket`}
              value={model.selected.value}
              onChange={(e) => {
                model.select(e.target.value);
                setParams({ bucket: e.target.value }, { replace: true });
              }}
            >
              {buckets.map((b) => (
                <option key={b.name} value={b.name}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-cors`}>{t('cloud.rules.cors')}</label>
            <textarea
              id={`${id}-cors`}
              className="page-textarea"
              rows={4}
              spellCheck={false}
              placeholder={'https://example.com\nhttp://localhost:5173'}
              value={model.origins.value}
              onChange={(e) => (model.origins.value = e.target.value)}
              aria-invalid={errors.origins ? true : undefined}
              aria-describedby={`${id}-ch ${id}-ce`}
            />
            <p className="field__hint" id={`${id}-ch`}>
              {t('cloud.rules.corsHint', { max: MAX_CORS_ORIGINS })}
            </p>
            <FieldError id={`${id}-ce`}>{fieldText(t, errors.origins)}</FieldError>
          </div>
          <fieldset className="cloud-fieldset">
            <legend>{t('cloud.rules.lifecycle')}</legend>
            <label className="cloud-check">
              <input type="checkbox" checked={model.lifecycleOn.value} onChange={(e) => (model.lifecycleOn.value = e.target.checked)} />
              {t('cloud.rules.lifecycleOn')}
            </label>
            {model.lifecycleOn.value ? (
              <div className="field">
                <label htmlFor={`${id}-days`}>{t('cloud.rules.days')}</label>
                <input
                  id={`${id}-days`}
                  inputMode="numeric"
                  value={model.lifecycleDays.value}
                  onChange={(e) => (model.lifecycleDays.value = e.target.value)}
                  aria-invalid={errors.lifecycle ? true : undefined}
                  aria-describedby={`${id}-de`}
                />
                <FieldError id={`${id}-de`}>{fieldText(t, errors.lifecycle)}</FieldError>
              </div>
            ) : null}
          </fieldset>
          <fieldset className="cloud-fieldset">
            <legend>{t('cloud.rules.maxSize')}</legend>
            <label className="cloud-check">
              <input type="checkbox" checked={model.maxSizeOn.value} onChange={(e) => (model.maxSizeOn.value = e.target.checked)} />
              {t('cloud.rules.maxSizeOn')}
            </label>
            {model.maxSizeOn.value ? (
              <div className="field">
                <label htmlFor={`${id}-mb`}>{t('cloud.rules.mb')}</label>
                <input
                  id={`${id}-mb`}
                  inputMode="decimal"
                  value={model.maxSizeMb.value}
                  onChange={(e) => (model.maxSizeMb.value = e.target.value)}
                  aria-invalid={errors.maxSize ? true : undefined}
                  aria-describedby={`${id}-me`}
                />
                <FieldError id={`${id}-me`}>{fieldText(t, errors.maxSize)}</FieldError>
              </div>
            ) : null}
          </fieldset>
          <FormError problem={errors.form} />
          <div className="page-row">
            <Button type="submit" loading={model.busy.value}>
              {t('cloud.rules.save')}
            </Button>
            <Link to={cloudLinks.bucket(model.selected.value)}>{t('cloud.rules.openBucket')}</Link>
          </div>
        </form>
      )}
    </CloudPage>
  );
}
