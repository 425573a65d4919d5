// Storage screens' state: my buckets and one bucket's browser (/cloud/storage: folders by prefix, uploads put
// under the current folder, links, deletes), a new bucket (/cloud/storage/new), a bucket's rules
// (/cloud/storage/rules) and the month's usage (/cloud/storage/usage). Calls are injected so the rules can be
// tested without a server; every check here is made again by the mock.
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { formatAmount } from '../../../lib/amount';
import { parseAmount } from '../../../lib/amount-input';
import { language } from '../../../state/language';
import {
  bucketNameProblem,
  keyProblem,
  lifecycleProblem,
  MAX_UPLOAD_BYTES,
  maxSizeProblem,
  MB,
  originsProblem,
} from '../../../../../contracts/rules/storage';
import type { FieldProblem, Notify, Problem } from './domains';
import { rowAction, submitForm } from './form-run';
import type { UploadItem } from './dropped-files';
import { loadable } from './loadable';
import { originsOf, wholeNumber } from './storage-rules';
import type {
  Bucket,
  BucketCreateInput,
  BucketRulesInput,
  ObjectLink,
  ObjectList,
  ObjectPutInput,
  Region,
  StorageUsage,
  StoredObject,
  Upload,
} from './types';

/** A browser's file type the API takes as an object's content type (openapi CloudObjectPutInput). */
const MEDIA_TYPE = /^(?=.{3,100}$)[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/;

export const BucketListModel = createModel((deps: { list: () => Promise<Bucket[]> }) => loadable(deps.list, 'cloudBuckets'));

export const UsageModel = createModel((deps: { usage: () => Promise<StorageUsage> }) => loadable(deps.usage, 'cloudStorageUsage'));

export interface BrowserDeps {
  list(bucket: string, prefix: string): Promise<ObjectList>;
  upload(file: Blob): Promise<Upload>;
  put(body: ObjectPutInput): Promise<StoredObject>;
  remove(bucket: string, key: string): Promise<unknown>;
  link(bucket: string, key: string): Promise<ObjectLink>;
  notify: Notify;
  /** Words for the toasts, in the person's language. */
  words(key: 'uploaded' | 'deleted' | 'tooLarge' | 'bucketMax' | 'badName', params?: Record<string, string | number>): string;
}

/** The largest file a bucket takes: its own rule, or the upload limit. */
export const largestObject = (bucket: Bucket): number => bucket.rules.maxObjectBytes ?? MAX_UPLOAD_BYTES;

/** One bucket's objects under a folder (prefix), with uploads into that folder. */
export const BrowserModel = createModel((deps: BrowserDeps, bucket: Bucket) => {
  const prefix = signal('', { name: 'cloudPrefix' });
  const { data: listing, loadError, load: fetchListing } = loadable(() => deps.list(bucket.name, prefix.peek()), 'cloudObjects');
  /** What runs: 'upload', or the key of an object being deleted or linked. */
  const busy = signal<string | null>(null, { name: 'cloudBrowserBusy' });
  /** The folders from the top to the current one, for the breadcrumb. */
  const crumbs = computed(() => {
    const parts = prefix.value.split('/').filter(Boolean);
    return parts.map((name, i) => ({ name, prefix: `${parts.slice(0, i + 1).join('/')}/` }));
  });
  const largest = largestObject(bucket);

  async function open(next: string): Promise<void> {
    prefix.value = next;
    listing.value = null;
    await fetchListing();
  }

  /**
   * Uploads each file into the current folder under its path (a chosen or dropped folder keeps its structure),
   * checked against the upload limit and the bucket's max size first.
   */
  async function upload(items: readonly UploadItem[]): Promise<number> {
    if (busy.peek()) return 0;
    busy.value = 'upload';
    let stored = 0;
    try {
      for (const { file, path } of items) {
        if (file.size > largest) {
          deps.notify(
            'error',
            deps.words(file.size > MAX_UPLOAD_BYTES ? 'tooLarge' : 'bucketMax', {
              file: file.name,
              max: Math.round((largest / MB) * 10) / 10,
            }),
          );
          continue;
        }
        const key = `${prefix.peek()}${path}`;
        if (keyProblem(key)) {
          deps.notify('error', deps.words('badName', { file: path }));
          continue;
        }
        try {
          const up = await deps.upload(file);
          await deps.put({
            bucket: bucket.name,
            key,
            uploadId: up.uploadId,
            ...(MEDIA_TYPE.test(file.type) ? { contentType: file.type } : {}),
          });
          stored += 1;
          deps.notify('success', deps.words('uploaded', { file: path }));
        } catch (e) {
          deps.notify('error', errorMessage(e));
        }
      }
    } finally {
      busy.value = null;
    }
    if (stored > 0) await fetchListing();
    return stored;
  }

  const remove = (key: string): Promise<boolean> =>
    rowAction(busy, key, deps.notify, async () => {
      await deps.remove(bucket.name, key);
      await fetchListing();
      return deps.words('deleted', { file: key });
    });

  /** The object's download link (public URL or a signed one), or null (the reason was notified). */
  async function link(key: string): Promise<ObjectLink | null> {
    try {
      return await deps.link(bucket.name, key);
    } catch (e) {
      deps.notify('error', errorMessage(e));
      return null;
    }
  }

  return { prefix, listing, loadError, busy, crumbs, load: fetchListing, open, upload, remove, link };
});

export type NewBucketErrors = { name?: FieldProblem; form?: Problem };

export const NewBucketModel = createModel((deps: { create(body: BucketCreateInput): Promise<Bucket> }) => {
  const name = signal('', { name: 'cloudBucketName' });
  const region = signal<Region>('af-west-1', { name: 'cloudBucketRegion' });
  const isPublic = signal(false, { name: 'cloudBucketPublic' });
  const errors = signal<NewBucketErrors>({}, { name: 'cloudBucketErrors' });
  const busy = signal(false, { name: 'cloudBucketBusy' });
  /** The rule the name breaks as typed (shown once something is typed). */
  const hint = computed(() => (name.value.length === 0 ? null : bucketNameProblem(name.value)));

  async function submit(): Promise<Bucket | null> {
    const problem = bucketNameProblem(name.peek());
    errors.value = problem ? { name: problem } : {};
    if (problem || busy.peek()) return null;
    return submitForm(busy, errors, () => deps.create({ name: name.peek(), region: region.peek(), public: isPublic.peek() }));
  }
  return { name, region, isPublic, errors, busy, hint, submit };
});

/** The largest object size is typed in megabytes to two decimals (the form shows what it saved rounded so). */
const MB_DECIMALS = 2;

export type RulesErrors = { origins?: FieldProblem; lifecycle?: FieldProblem; maxSize?: FieldProblem; form?: Problem };

/** The rules form of one bucket at a time, filled from the bucket's saved rules. */
export const RulesModel = createModel((deps: { list: () => Promise<Bucket[]>; save(body: BucketRulesInput): Promise<Bucket> }) => {
  const { data: buckets, loadError, load: fetchBuckets } = loadable(deps.list, 'cloudRulesBuckets');
  const selected = signal('', { name: 'cloudRulesBucket' });
  const origins = signal('', { name: 'cloudRulesOrigins' });
  const lifecycleOn = signal(false, { name: 'cloudRulesLifecycleOn' });
  const lifecycleDays = signal('30', { name: 'cloudRulesLifecycleDays' });
  const maxSizeOn = signal(false, { name: 'cloudRulesMaxOn' });
  const maxSizeMb = signal('1', { name: 'cloudRulesMaxMb' });
  const errors = signal<RulesErrors>({}, { name: 'cloudRulesErrors' });
  const busy = signal(false, { name: 'cloudRulesBusy' });

  function select(name: string): void {
    const bucket = buckets.peek()?.find((b) => b.name === name);
    if (!bucket) return;
    selected.value = name;
    origins.value = bucket.rules.corsOrigins.join('\n');
    lifecycleOn.value = bucket.rules.lifecycleDays !== null;
    lifecycleDays.value = String(bucket.rules.lifecycleDays ?? 30);
    maxSizeOn.value = bucket.rules.maxObjectBytes !== null;
    const hundredths = bucket.rules.maxObjectBytes === null ? 100 : Math.round((bucket.rules.maxObjectBytes / MB) * 100);
    maxSizeMb.value = formatAmount(hundredths, MB_DECIMALS, language.peek());
    errors.value = {};
  }

  async function load(preferred?: string): Promise<void> {
    await fetchBuckets();
    const list = buckets.peek() ?? [];
    const pick = list.find((b) => b.name === preferred) ?? list.find((b) => b.name === selected.peek()) ?? list[0];
    if (pick) select(pick.name);
  }

  /** Checks the form; answers the body to save, or null with `errors` set. */
  function check(): BucketRulesInput | null {
    const found: RulesErrors = {};
    const list = originsOf(origins.peek());
    const originsFound = originsProblem(list);
    if (originsFound) found.origins = originsFound;
    const days = wholeNumber(lifecycleDays.peek());
    // A field that is not a whole number (NaN) breaks the rule like one out of range.
    const lifecycleFound = lifecycleOn.peek() ? lifecycleProblem(days ?? Number.NaN) : null;
    if (lifecycleFound) found.lifecycle = lifecycleFound;
    // Megabytes read like any amount, in hundredths ("1,5" in pt, "1.5" in en): never a guess at the decimal mark.
    const mb = parseAmount(maxSizeMb.peek(), MB_DECIMALS, language.peek());
    const bytes = mb.ok ? Math.round((mb.minor * MB) / 100) : null;
    if (maxSizeOn.peek()) {
      if (!mb.ok) found.maxSize = { amount: mb.error, code: 'MB', precision: MB_DECIMALS };
      else {
        const maxSizeFound = maxSizeProblem(bytes);
        if (maxSizeFound) found.maxSize = maxSizeFound;
      }
    }
    errors.value = found;
    if (Object.keys(found).length > 0) return null;
    return {
      name: selected.peek(),
      corsOrigins: list,
      lifecycleDays: lifecycleOn.peek() ? days : null,
      maxObjectBytes: maxSizeOn.peek() ? bytes : null,
    };
  }

  async function save(): Promise<Bucket | null> {
    const body = check();
    if (!body || busy.peek()) return null;
    return submitForm(busy, errors, async () => {
      const saved = await deps.save(body);
      buckets.value = (buckets.peek() ?? []).map((b) => (b.name === saved.name ? saved : b));
      return saved;
    });
  }

  return {
    buckets,
    loadError,
    selected,
    origins,
    lifecycleOn,
    lifecycleDays,
    maxSizeOn,
    maxSizeMb,
    errors,
    busy,
    select,
    load,
    check,
    save,
  };
});
