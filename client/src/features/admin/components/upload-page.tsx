// /admin/upload (staff): upload images, PDFs and videos to the content-delivery location (checked first against
// the server's types and limits), and the library of uploaded files: name, type, size, uploader, date, a preview
// for images, copy the public URL, rename, and delete (after a confirmation; the URL then 404s).
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { FileText, Film, UploadCloud } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { deleteAsset } from '../api/delete-asset';
import { listAssets } from '../api/list-assets';
import { renameAsset } from '../api/rename-asset';
import { uploadAsset } from '../api/upload-asset';
import { ACCEPT, formatSize, KINDS, NAME_MAX, UploadsModel } from '../models/uploads';
import type { Asset, AssetKind } from '../models/types';
import { AdminFrame, handle, Pending, Problem, Tabs, useDateTime, type AdminPageProps } from './admin-frame';
import { isOwnProblem } from '../models/own-problem';

type Model = InstanceType<typeof UploadsModel>;
type KindTab = AssetKind | 'all';

function Dropzone({ model }: { model: Model }) {
  useSignals();
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const send = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const results = await model.upload([...files]);
    const done = results.filter((r) => r.ok).length;
    if (done > 0) toast.success(t('admin.upload.done', { count: done }));
    if (input.current) input.current.value = '';
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files);
  };
  const failed = model.outcomes.value.filter((r) => !r.ok);
  return (
    <div
      className={`admin-drop${over ? ' admin-drop--over' : ''}`}
      onDragOver={(e) => (e.preventDefault(), setOver(true))}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <UploadCloud size={28} aria-hidden="true" />
      <p>{t('admin.upload.drop')}</p>
      <label htmlFor={`${id}-file`} className="ui-button ui-button--primary ui-button--md admin-drop__pick">
        {t('admin.upload.choose')}
      </label>
      <input
        id={`${id}-file`}
        ref={input}
        className="visually-hidden"
        type="file"
        multiple
        accept={ACCEPT}
        onChange={(e) => void send(e.target.files)}
      />
      <p className="page-muted">{t('admin.upload.limits')}</p>
      {model.uploading.value > 0 ? (
        <p role="status" className="page-muted">
          {t('admin.upload.uploading')}
        </p>
      ) : null}
      {failed.length > 0 ? (
        <ul className="admin-upload-errors" role="alert">
          {failed.map((r, i) => (
            <li key={`${r.name}-${i}`}>
              <strong>{r.name}</strong>: {r.key ? t(`admin.${r.key}`, r.params) : r.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Thumb({ asset }: { asset: Asset }) {
  const t = useT();
  if (asset.kind === 'image')
    return (
      <img
        className="admin-thumb"
        src={asset.url}
        alt={t('admin.upload.previewOf', { name: asset.name })}
        loading="lazy"
        width={160}
        height={100}
      />
    );
  return (
    <span className="admin-thumb admin-thumb--icon">
      {asset.kind === 'pdf' ? <FileText size={32} aria-hidden="true" /> : <Film size={32} aria-hidden="true" />}
    </span>
  );
}

function AssetCard({ asset, model }: { asset: Asset; model: Model }) {
  const t = useT();
  const date = useDateTime();
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(asset.name);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const say = (result: string | null) =>
    setProblem(result === null ? null : isOwnProblem(result, 'upload.') ? t(`admin.${result}`) : result);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asset.url);
      toast.success(t('admin.upload.copied'));
    } catch {
      toast.error(t('admin.upload.copyFailed'));
    }
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const result = await model.rename(asset.id, name);
    say(result);
    if (result === null) setRenaming(false);
  };
  const remove = async () => {
    const result = await model.remove(asset.id);
    say(result);
    if (result === null) toast.success(t('admin.upload.deleted', { name: asset.name }));
  };
  return (
    <li className="page-card admin-card admin-asset" aria-labelledby={`${id}-h`}>
      <Thumb asset={asset} />
      <div className="admin-asset__body">
        <h2 id={`${id}-h`} className="admin-card__title page-break">
          {asset.name}
        </h2>
        <p className="page-muted">
          {t(`admin.upload.kind.${asset.kind}`)} · {formatSize(asset.size, language.value)} · {handle(asset.uploader)} ·{' '}
          {date(asset.createdAt)}
        </p>
        <label className="visually-hidden" htmlFor={`${id}-url`}>
          {t('admin.upload.urlOf', { name: asset.name })}
        </label>
        <input id={`${id}-url`} className="admin-input admin-url" readOnly value={asset.url} onFocus={(e) => e.target.select()} />
        {renaming ? (
          <form className="page-row" onSubmit={(e) => void rename(e)} noValidate>
            <label className="visually-hidden" htmlFor={`${id}-name`}>
              {t('admin.upload.newName')}
            </label>
            <input
              id={`${id}-name`}
              className="admin-input admin-grow"
              value={name}
              maxLength={NAME_MAX}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" size="sm">
              {t('admin.save')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => (setRenaming(false), setName(asset.name), setProblem(null))}>
              {t('admin.cancel')}
            </Button>
          </form>
        ) : confirming ? (
          <div className="page-row" role="group" aria-label={t('admin.upload.confirmDelete', { name: asset.name })}>
            <span>{t('admin.upload.confirmDelete', { name: asset.name })}</span>
            <Button size="sm" variant="danger" onClick={() => void remove()}>
              {t('admin.upload.deleteYes')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {t('admin.cancel')}
            </Button>
          </div>
        ) : (
          <div className="page-row">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void copy()}
              aria-label={t('admin.upload.copyUrlOf', { name: asset.name })}
            >
              {t('admin.upload.copyUrl')}
            </Button>
            <a
              className="ui-button ui-button--ghost ui-button--sm"
              href={asset.url}
              target="_blank"
              rel="noreferrer"
              aria-label={t('admin.upload.openOf', { name: asset.name })}
            >
              {t('admin.upload.open')}
            </a>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setRenaming(true)}
              aria-label={t('admin.upload.renameOf', { name: asset.name })}
            >
              {t('admin.upload.rename')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setConfirming(true)}
              aria-label={t('admin.upload.deleteOf', { name: asset.name })}
            >
              {t('admin.upload.delete')}
            </Button>
          </div>
        )}
        <Problem text={problem} />
      </div>
    </li>
  );
}

export function UploadPage({ title }: AdminPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const model = useModel(() => new UploadsModel({ list: listAssets, upload: uploadAsset, rename: renameAsset, remove: deleteAsset }));
  useEffect(() => {
    void model.load();
  }, [model]);
  const assets = model.assets.value;
  const kind: KindTab = model.kind.value || 'all';
  return (
    <AdminFrame title={title} lead={t('admin.upload.lead')}>
      <Dropzone model={model} />
      <div className="page-row page-row--spread">
        <Tabs
          label={t('admin.upload.filter')}
          value={kind}
          options={['all', ...KINDS] as KindTab[]}
          name={(x) => t(`admin.upload.tab.${x}`)}
          onChange={(x) => {
            model.kind.value = x === 'all' ? '' : x;
            void model.load();
          }}
        />
        <form className="page-row" role="search" onSubmit={(e) => (e.preventDefault(), void model.load())}>
          <label className="visually-hidden" htmlFor={`${id}-q`}>
            {t('admin.upload.search')}
          </label>
          <input
            id={`${id}-q`}
            className="admin-input"
            type="search"
            placeholder={t('admin.upload.search')}
            value={model.query.value}
            onChange={(e) => (model.query.value = e.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary">
            {t('admin.upload.searchGo')}
          </Button>
        </form>
      </div>
      {assets === null ? (
        <Pending error={model.error.value} onRetry={() => void model.load()} />
      ) : assets.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="page-list page-list--loose admin-assets">
          {assets.map((asset) => (
            <AssetCard key={asset.id} asset={asset} model={model} />
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}
