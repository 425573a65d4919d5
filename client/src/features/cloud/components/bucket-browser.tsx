// One bucket in the storage browser: a breadcrumb of folders, sub-folders and objects under the current prefix,
// uploads into it (files, a whole folder keeping its paths, or dropped files and folders; each file checked
// against the bucket's max size first), public URLs or signed links, a Download per object, deletes on a second
// press, and deleting the bucket once it is empty.
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Download, FileText, Folder, FolderUp, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/errors';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { deleteBucket } from '../api/delete-bucket';
import { deleteObject } from '../api/delete-object';
import { listObjects } from '../api/list-objects';
import { objectLink } from '../api/object-link';
import { putObject } from '../api/put-object';
import { uploadObject } from '../api/upload-object';
import { itemsOfDrop, itemsOfFiles, type UploadItem } from '../models/dropped-files';
import { cloudLinks } from '../models/links';
import { BrowserModel, largestObject } from '../models/storage';
import { folderPrefix } from '../models/storage-rules';
import type { Bucket, ObjectLink } from '../models/types';
import { LoadError, Loading, useDate } from './cloud-page';
import { ConfirmButton, CopyButton, TableWrap, useFormats, VisibilityTag } from './storage-parts';

const notify = (kind: 'success' | 'error', message: string) => (kind === 'success' ? toast.success(message) : toast.error(message));

/** Saves the object: the storage answers ?download=1 as an attachment, so the browser keeps the page and saves the file. */
function saveFile(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = `${url}${url.includes('?') ? '&' : '?'}download=1`;
  link.download = name;
  link.rel = 'noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}

export function BucketBrowser({ bucket, prefix, onChanged }: { bucket: Bucket; prefix: string; onChanged: () => void }) {
  useSignals();
  const t = useT();
  const id = useId();
  const date = useDate();
  const f = useFormats();
  const navigate = useNavigate();
  const [folder, setFolder] = useState('');
  const [links, setLinks] = useState<Record<string, ObjectLink>>({});
  const model = useModel(
    () =>
      new BrowserModel(
        {
          list: listObjects,
          upload: uploadObject,
          put: putObject,
          remove: deleteObject,
          link: objectLink,
          notify,
          words: (key, params) => t(`cloud.object.${key}`, params),
        },
        bucket,
      ),
  );
  useEffect(() => {
    void model.open(prefix);
  }, [model, prefix]);
  const listing = model.listing.value;
  const busy = model.busy.value;
  const empty = listing !== null && prefix === '' && listing.folders.length === 0 && listing.objects.length === 0;

  const [dragging, setDragging] = useState(false);
  const folderInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    // webkitdirectory is not a React prop: set on the element, the picker chooses a folder and each file keeps its path.
    if (folderInput.current) folderInput.current.webkitdirectory = true;
  }, []);
  const send = async (items: UploadItem[]) => {
    if (items.length > 0 && (await model.upload(items)) > 0) onChanged();
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const items = itemsOfFiles(event.target.files ?? []);
    event.target.value = '';
    await send(items);
  };
  const dragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = async (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (busy === 'upload') return;
    await send(await itemsOfDrop(event.dataTransfer));
  };
  const download = async (key: string, name: string, known: string | null) => {
    const url = known ?? (await model.link(key))?.url;
    if (url) saveFile(url, name.split('/').at(-1) ?? name);
  };
  const openFolder = (event: FormEvent) => {
    event.preventDefault();
    const next = folderPrefix(prefix, folder);
    if (!next) {
      toast.error(t('cloud.object.error.folder'));
      return;
    }
    setFolder('');
    void navigate(cloudLinks.bucket(bucket.name, next));
  };
  const getLink = async (key: string) => {
    const link = await model.link(key);
    if (link) setLinks((all) => ({ ...all, [key]: link }));
  };
  const removeBucket = async () => {
    try {
      await deleteBucket(bucket.name);
      toast.success(t('cloud.bucket.deleted', { name: bucket.name }));
      void navigate(cloudLinks.storage);
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <section
      className={`page-card cloud-drop${dragging ? ' is-dragging' : ''}`}
      aria-labelledby={`${id}-h`}
      onDragOver={dragOver}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(e) => void drop(e)}
    >
      <div className="page-row page-row--spread">
        <h2 id={`${id}-h`} className="page-break">
          {bucket.name}
        </h2>
        <VisibilityTag isPublic={bucket.public} />
      </div>
      <p className="page-muted">
        {t('cloud.bucket.summary', {
          objects: t('cloud.activity.objects', { count: bucket.objects }),
          size: f.bytes(bucket.bytes),
          region: t(`cloud.region.${bucket.region}`),
          date: date(bucket.createdAt),
        })}{' '}
        · {t('cloud.bucket.largest', { size: f.bytes(largestObject(bucket)) })}
        {bucket.rules.lifecycleDays !== null ? ` · ${t('cloud.bucket.lifecycle', { count: bucket.rules.lifecycleDays })}` : ''}
      </p>

      <nav aria-label={t('cloud.object.folders')} className="cloud-crumbs">
        <ol className="page-inline-list">
          <li>
            <Link to={cloudLinks.storage}>{t('cloud.bucket.all')}</Link>
          </li>
          <li>
            {prefix === '' ? (
              <span aria-current="page">{bucket.name}</span>
            ) : (
              <Link to={cloudLinks.bucket(bucket.name)}>{bucket.name}</Link>
            )}
          </li>
          {model.crumbs.value.map((c) => (
            <li key={c.prefix}>
              {c.prefix === prefix ? (
                <span aria-current="page">{c.name}</span>
              ) : (
                <Link to={cloudLinks.bucket(bucket.name, c.prefix)}>{c.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>

      <div className="page-row page-row--spread">
        <div className="page-row">
          <label className={`ui-button ui-button--primary ui-button--md cloud-upload${busy === 'upload' ? ' is-busy' : ''}`}>
            <Upload size={16} aria-hidden="true" />
            {busy === 'upload' ? t('cloud.object.uploading') : t('cloud.object.upload')}
            <input type="file" multiple className="visually-hidden" disabled={busy === 'upload'} onChange={(e) => void upload(e)} />
          </label>
          <label className="ui-button ui-button--secondary ui-button--md cloud-upload">
            <FolderUp size={16} aria-hidden="true" />
            {t('cloud.object.uploadFolder')}
            <input
              ref={folderInput}
              type="file"
              multiple
              className="visually-hidden"
              disabled={busy === 'upload'}
              onChange={(e) => void upload(e)}
            />
          </label>
        </div>
        <form className="page-row field cloud-folder-form" onSubmit={openFolder}>
          <label htmlFor={`${id}-folder`} className="visually-hidden">
            {t('cloud.object.newFolder')}
          </label>
          <input
            id={`${id}-folder`}
            placeholder={t('cloud.object.newFolder')}
            value={folder}
            onChange={(e) => setFolder(e.target.value)}
            maxLength={200}
            autoComplete="off"
          />
          <Button type="submit" variant="secondary">
            {t('cloud.object.openFolder')}
          </Button>
        </form>
      </div>
      <p className="field__hint">
        {t('cloud.object.uploadHint', { folder: prefix || '/' })} {t('cloud.object.dropHint')}
      </p>
      {dragging ? (
        <p className="cloud-drop__hint" aria-hidden="true">
          {t('cloud.object.dropHere', { folder: prefix || bucket.name })}
        </p>
      ) : null}

      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {listing === null ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : listing.folders.length === 0 && listing.objects.length === 0 ? (
        <p className="page-muted">{t(prefix ? 'cloud.object.emptyFolder' : 'cloud.object.empty')}</p>
      ) : (
        <TableWrap label={t('cloud.object.table', { folder: prefix || bucket.name })}>
          <table className="page-table cloud-table" aria-label={t('cloud.object.table', { folder: prefix || bucket.name })}>
            <thead>
              <tr>
                <th scope="col">{t('cloud.object.name')}</th>
                <th scope="col">{t('cloud.object.size')}</th>
                <th scope="col" className="cloud-hide-mobile">
                  {t('cloud.object.type')}
                </th>
                <th scope="col" className="cloud-hide-mobile">
                  {t('cloud.object.uploadedAt')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('cloud.object.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {listing.folders.map((folderPrefix) => (
                <tr key={folderPrefix}>
                  <td colSpan={5}>
                    <Link to={cloudLinks.bucket(bucket.name, folderPrefix)} className="cloud-object">
                      <Folder size={16} aria-hidden="true" />
                      {folderPrefix.slice(prefix.length)}
                    </Link>
                  </td>
                </tr>
              ))}
              {listing.objects.map((o) => {
                const name = o.key.slice(prefix.length);
                const link = o.url ?? links[o.key]?.url ?? null;
                return (
                  <tr key={o.key}>
                    <td className="page-break cloud-object-cell">
                      <span className="cloud-object">
                        <FileText size={16} aria-hidden="true" />
                        {link ? (
                          <a href={link} target="_blank" rel="noreferrer">
                            {name}
                          </a>
                        ) : (
                          name
                        )}
                      </span>
                    </td>
                    <td>{f.bytes(o.size)}</td>
                    <td className="cloud-hide-mobile page-break">{o.contentType}</td>
                    <td className="cloud-hide-mobile">{date(o.createdAt)}</td>
                    <td>
                      <div className="page-row cloud-row--end">
                        <Button
                          size="sm"
                          variant="secondary"
                          loading={busy === o.key}
                          onClick={() => void download(o.key, name, link)}
                          aria-label={t('cloud.object.downloadName', { name })}
                        >
                          <Download size={16} aria-hidden="true" />
                          <span className="cloud-hide-mobile">{t('cloud.object.download')}</span>
                        </Button>
                        {link ? (
                          <CopyButton text={link} label={t(o.url ? 'cloud.object.copyUrl' : 'cloud.object.copyLink', { name })}>
                            {t(o.url ? 'cloud.object.url' : 'cloud.object.link')}
                          </CopyButton>
                        ) : (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => void getLink(o.key)}
                            aria-label={t('cloud.object.getLink', { name })}
                          >
                            {t('cloud.object.signed')}
                          </Button>
                        )}
                        <ConfirmButton
                          label={t('cloud.object.delete')}
                          confirm={t('cloud.object.confirmDelete')}
                          names={[t('cloud.object.deleteName', { name }), t('cloud.object.confirmDeleteName', { name })]}
                          loading={busy === o.key}
                          onConfirm={() => void model.remove(o.key).then((done) => done && onChanged())}
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}

      <div className="page-row page-row--spread cloud-danger">
        <Link to={cloudLinks.bucketRules(bucket.name)}>{t('cloud.rules.edit')}</Link>
        {empty ? (
          <ConfirmButton
            label={t('cloud.bucket.delete')}
            confirm={t('cloud.bucket.confirmDelete', { name: bucket.name })}
            onConfirm={() => void removeBucket()}
          />
        ) : (
          <span className="page-muted">{t('cloud.bucket.deleteHint')}</span>
        )}
      </div>
    </section>
  );
}
