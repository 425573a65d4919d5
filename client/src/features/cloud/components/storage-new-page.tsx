// /cloud/storage/new: a bucket with an S3-style name (checked as typed; unique across the platform), a region
// and public or private; then on to the bucket.
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { createBucket } from '../api/create-bucket';
import { cloudLinks } from '../models/links';
import { NewBucketModel } from '../models/storage';
import { BUCKET_NAME_MAX, REGIONS } from '../../../../../contracts/rules/storage';
import type { Region } from '../models/types';
import { CloudPage, FieldError, fieldText, FormError, type CloudPageProps } from './cloud-page';

export function StorageNewPage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const model = useModel(() => new NewBucketModel({ create: createBucket }));
  const { errors } = { errors: model.errors.value };
  const shown = errors.name ?? model.hint.value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bucket = await model.submit();
    if (bucket) {
      toast.success(t('cloud.bucket.created', { name: bucket.name }));
      void navigate(cloudLinks.bucket(bucket.name));
    }
  };

  return (
    <CloudPage title={title} lead={t('cloud.bucket.new.lead')}>
      <form className="page-card stack-form cloud-narrow" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('cloud.bucket.new.name')}</label>
          <input
            id={`${id}-name`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={BUCKET_NAME_MAX}
            value={model.name.value}
            onChange={(e) => (model.name.value = e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={`${id}-nh ${id}-ne`}
          />
          <p className="field__hint" id={`${id}-nh`}>
            {t('cloud.bucket.new.hint')}
          </p>
          <FieldError id={`${id}-ne`}>{fieldText(t, shown)}</FieldError>
        </div>
        <div className="field">
          <label htmlFor={`${id}-region`}>{t('cloud.bucket.new.region')}</label>
          <select id={`${id}-region`} value={model.region.value} onChange={(e) => (model.region.value = e.target.value as Region)}>
            {REGIONS.map((r) => (
              <option key={r} value={r}>
                {t(`cloud.region.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="cloud-fieldset">
          <legend>{t('cloud.bucket.new.access')}</legend>
          <label className="cloud-check">
            <input type="radio" name={`${id}-access`} checked={!model.isPublic.value} onChange={() => (model.isPublic.value = false)} />
            <span>
              <strong>{t('cloud.bucket.private')}</strong> — {t('cloud.bucket.new.privateHint')}
            </span>
          </label>
          <label className="cloud-check">
            <input type="radio" name={`${id}-access`} checked={model.isPublic.value} onChange={() => (model.isPublic.value = true)} />
            <span>
              <strong>{t('cloud.bucket.public')}</strong> — {t('cloud.bucket.new.publicHint')}
            </span>
          </label>
        </fieldset>
        <FormError problem={errors.form} />
        <div className="page-row">
          <Button type="submit" loading={model.busy.value}>
            {t('cloud.bucket.create')}
          </Button>
        </div>
      </form>
    </CloudPage>
  );
}
