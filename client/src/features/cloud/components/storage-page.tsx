// /cloud/storage: my buckets (objects, size, visibility, region); ?bucket= opens one in the browser (folders by
// prefix, uploads, links, deletes).
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { HardDrive } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { listBuckets } from '../api/list-buckets';
import { cloudLinks } from '../models/links';
import { BucketListModel } from '../models/storage';
import { BucketBrowser } from './bucket-browser';
import { CloudPage, LoadError, Loading, useDate, type CloudPageProps } from './cloud-page';
import { useFormats, VisibilityTag } from './storage-parts';

export function StoragePage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const date = useDate();
  const f = useFormats();
  const [params] = useSearchParams();
  const open = params.get('bucket');
  const model = useModel(() => new BucketListModel({ list: listBuckets }));
  useEffect(() => {
    void model.load();
  }, [model, open]);
  const buckets = model.data.value;
  const bucket = open ? buckets?.find((b) => b.name === open) : undefined;

  const actions = (
    <>
      <Link to={cloudLinks.storageNew} className="ui-button ui-button--primary ui-button--md">
        {t('cloud.bucket.create')}
      </Link>
      <Link to={cloudLinks.storageUsage} className="ui-button ui-button--secondary ui-button--md">
        {t('cloud.usage.link')}
      </Link>
    </>
  );

  return (
    <CloudPage title={title} lead={t('cloud.storage.lead')} actions={actions}>
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {buckets === null ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : open ? (
        bucket ? (
          <BucketBrowser key={`${bucket.name}`} bucket={bucket} prefix={params.get('prefix') ?? ''} onChanged={() => void model.load()} />
        ) : (
          <EmptyState icon={<HardDrive size={32} />} message={t('cloud.bucket.missing', { name: open })}>
            <Link to={cloudLinks.storage}>{t('cloud.bucket.all')}</Link>
          </EmptyState>
        )
      ) : buckets.length === 0 ? (
        <EmptyState icon={<HardDrive size={32} />} message={t('cloud.bucket.none')}>
          <Link to={cloudLinks.storageNew} className="ui-button ui-button--primary ui-button--md">
            {t('cloud.bucket.create')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="page-list" aria-label={t('cloud.bucket.list')}>
          {buckets.map((b) => (
            <li key={b.name} className="page-card">
              <div className="page-row page-row--spread">
                <Link to={cloudLinks.bucket(b.name)} className="cloud-domain__name" aria-label={t('cloud.bucket.open', { name: b.name })}>
                  {b.name}
                </Link>
                <VisibilityTag isPublic={b.public} />
              </div>
              <p className="page-muted">
                {t('cloud.bucket.summary', {
                  objects: t('cloud.activity.objects', { count: b.objects }),
                  size: f.bytes(b.bytes),
                  region: t(`cloud.region.${b.region}`),
                  date: date(b.createdAt),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </CloudPage>
  );
}
