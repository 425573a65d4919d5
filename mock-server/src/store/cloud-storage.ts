// Object storage: buckets (S3-style names unique across the platform, a region, public or private, rules), objects
// by key with '/' folders, uploads as raw bytes put into a bucket under a key, public URLs and signed links, and
// metering on the mock clock — stored bytes × time, egress and requests in micro-OSBT — billed in whole OSBT
// through the ledger when a UTC month closes (the fraction carried over; unpaid bills owed until the balance allows).
// Lifecycle rules delete old objects as the clock moves.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError, badRequest, conflict, forbidden, notFound, unprocessable } from '../lib/errors.ts';
import type { CloudContext, CloudSchemas } from './cloud.ts';
import { monthStart, nextMonthStart, periodOf } from './cloud-month.ts';
import {
  bucketNameProblem,
  keyProblem,
  lifecycleProblem,
  MAX_UPLOAD_BYTES,
  maxSizeProblem,
  originsProblem,
  prefixProblem,
} from '../../../contracts/rules/storage.ts';
import { enforce } from './cloud-rules.ts';
import {
  contentTypeFor,
  DAY_MS,
  GB,
  LINK_TTL_MS,
  MAX_BUCKETS,
  MICRO,
  MONTH_MS,
  PRICING,
  sizeText,
  UPLOAD_TTL_MS,
} from './cloud-storage-rules.ts';

type Bucket = CloudSchemas['CloudBucket'];
type Rules = CloudSchemas['CloudBucketRules'];
type ObjectView = CloudSchemas['CloudObject'];

export const STORAGE_PATH = '/cdn/s/';

interface StoredObject {
  key: string;
  bytes: Buffer;
  contentType: string;
  etag: string;
  createdAt: number;
}

interface StoredBucket {
  name: string;
  owner: string;
  region: Bucket['region'];
  public: boolean;
  createdAt: number;
  rules: Rules;
  objects: Map<string, StoredObject>;
}

interface Upload {
  id: string;
  owner: string;
  bytes: Buffer;
  expiresAt: number;
}

interface Meter {
  /** Stored bytes × milliseconds this month. */
  byteMs: bigint;
  egressBytes: number;
  classA: number;
  classB: number;
}

type Bill = CloudSchemas['CloudStorageBill'];

interface Account {
  periodStart: number;
  /** Metered up to here. */
  lastAt: number;
  meters: Map<string, Meter>;
  carried: number;
  bills: Bill[];
}

export interface StorageRepo {
  list(uid: string, origin: string): Bucket[];
  create(uid: string, input: CloudSchemas['CloudBucketCreateInput'], origin: string): Bucket;
  remove(uid: string, name: string): { name: string };
  setRules(uid: string, input: CloudSchemas['CloudBucketRulesInput'], origin: string): Bucket;
  objects(uid: string, bucket: string, prefix: string, origin: string): CloudSchemas['CloudObjectList'];
  upload(uid: string, bytes: Buffer): CloudSchemas['CloudUpload'];
  put(uid: string, input: CloudSchemas['CloudObjectPutInput'], origin: string): ObjectView;
  deleteObject(uid: string, bucket: string, key: string): { bucket: string; key: string };
  link(uid: string, bucket: string, key: string, origin: string): CloudSchemas['CloudObjectLink'];
  usage(uid: string): CloudSchemas['CloudStorageUsage'];
  /** A file for the content-delivery location: public, or private with a live signature; metered as egress. */
  serve(
    bucket: string,
    key: string,
    signed: { expires?: string; sig?: string },
  ): { bytes: Buffer; contentType: string; etag: string; corsOrigins: readonly string[] };
  /** The seed's buckets and objects (already stored, metering from now on). */
  insertBucket(uid: string, input: CloudSchemas['CloudBucketCreateInput'], createdAt: number, rules?: Partial<Rules>): void;
  insertObject(bucket: string, key: string, bytes: Buffer, contentType: string, createdAt: number): void;
  /** The seed's history: this month's requests and egress so far, and past bills (paid). */
  insertHistory(uid: string, bucket: string, meter: Omit<Meter, 'byteMs'>, bills: Bill[]): void;
  tick(): void;
}

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');
const encodeKey = (key: string): string => key.split('/').map(encodeURIComponent).join('/');
const emptyMeter = (): Meter => ({ byteMs: 0n, egressBytes: 0, classA: 0, classB: 0 });
const bytesOf = (bucket: StoredBucket): number => [...bucket.objects.values()].reduce((n, o) => n + o.bytes.length, 0);

/** What a meter costs, in micro-OSBT (rounded down: the person is never charged for a rounding). */
export function meterCost(meter: Meter): number {
  const storage = Number((meter.byteMs * BigInt(PRICING.storageGbMonth)) / (BigInt(GB) * BigInt(MONTH_MS)));
  const egress = Math.floor((meter.egressBytes * PRICING.egressGb) / GB);
  return storage + egress + meter.classA * PRICING.classA + meter.classB * PRICING.classB;
}

/** `signingKey`: the secret of private links (lib/signing-key.ts), never a constant in the source. */
export function createStorageRepo(ctx: CloudContext, signingKey: string): StorageRepo {
  const sign = (bucket: string, key: string, expires: number): string =>
    createHmac('sha256', signingKey).update(`${bucket}\n${key}\n${expires}`).digest('hex').slice(0, 32);
  const buckets = new Map<string, StoredBucket>();
  const uploads = new Map<string, Upload>();
  const accounts = new Map<string, Account>();

  const account = (uid: string): Account => {
    let acc = accounts.get(uid);
    if (!acc) {
      const now = ctx.now();
      acc = { periodStart: monthStart(now), lastAt: now, meters: new Map(), carried: 0, bills: [] };
      accounts.set(uid, acc);
    }
    return acc;
  };
  const meter = (acc: Account, bucket: string): Meter => {
    let m = acc.meters.get(bucket);
    if (!m) acc.meters.set(bucket, (m = emptyMeter()));
    return m;
  };
  const owned = (uid: string): StoredBucket[] => [...buckets.values()].filter((b) => b.owner === uid);
  const accrue = (uid: string, acc: Account, to: number): void => {
    const span = BigInt(Math.max(0, to - acc.lastAt));
    for (const b of owned(uid)) meter(acc, b.name).byteMs += BigInt(bytesOf(b)) * span;
    acc.lastAt = Math.max(acc.lastAt, to);
  };
  const owed = (acc: Account): number => acc.bills.filter((b) => b.status === 'owed').reduce((n, b) => n + b.amount, 0);
  const pay = (uid: string, bill: Bill): void => {
    if (bill.amount === 0 || ctx.balance(uid) < bill.amount) return;
    ctx.charge(uid, `storage-${bill.period}`, bill.amount, { kind: 'storage_billed', params: { period: bill.period } }, 'storage', {
      limit: false,
    });
    bill.status = 'paid';
  };
  /** Meters up to `to`, closing (and billing) every month that ended on the way. */
  const advance = (uid: string, to = ctx.now()): Account => {
    const acc = account(uid);
    for (let boundary = nextMonthStart(acc.periodStart); boundary <= to; boundary = nextMonthStart(acc.periodStart)) {
      accrue(uid, acc, boundary);
      const total = [...acc.meters.values()].reduce((n, m) => n + meterCost(m), 0) + acc.carried;
      const bill: Bill = {
        period: periodOf(acc.periodStart),
        amount: Math.floor(total / MICRO),
        carriedOver: total % MICRO,
        status: 'owed',
        at: boundary,
      };
      acc.bills.unshift(bill);
      if (bill.amount === 0) bill.status = 'paid';
      else pay(uid, bill);
      acc.carried = bill.carriedOver;
      acc.meters = new Map();
      acc.periodStart = boundary;
    }
    accrue(uid, acc, to);
    return acc;
  };

  const publicUrl = (b: StoredBucket, origin: string): string | null => (b.public ? `${origin}${STORAGE_PATH}${b.name}/` : null);
  const viewBucket = (b: StoredBucket, origin: string): Bucket => ({
    name: b.name,
    region: b.region,
    public: b.public,
    createdAt: b.createdAt,
    objects: b.objects.size,
    bytes: bytesOf(b),
    publicUrl: publicUrl(b, origin),
    rules: { ...b.rules, corsOrigins: [...b.rules.corsOrigins] },
  });
  const viewObject = (b: StoredBucket, o: StoredObject, origin: string): ObjectView => ({
    key: o.key,
    size: o.bytes.length,
    contentType: o.contentType,
    etag: o.etag,
    createdAt: o.createdAt,
    url: b.public ? `${publicUrl(b, origin)}${encodeKey(o.key)}` : null,
  });
  const mine = (uid: string, name: string): StoredBucket => {
    const b = buckets.get(name);
    if (!b || b.owner !== uid) throw notFound('cloud.bucketNotFound', { bucket: name });
    return b;
  };
  const object = (b: StoredBucket, key: string): StoredObject => {
    const o = b.objects.get(key);
    if (!o) throw notFound('cloud.objectNotFound', { bucket: b.name, key });
    return o;
  };
  const classA = (uid: string, bucket: string): void => {
    meter(advance(uid), bucket).classA += 1;
  };
  const makeBucket = (
    uid: string,
    input: CloudSchemas['CloudBucketCreateInput'],
    createdAt: number,
    rules: Partial<Rules> = {},
  ): StoredBucket => {
    const b: StoredBucket = {
      name: input.name,
      owner: uid,
      region: input.region,
      public: input.public,
      createdAt,
      rules: { corsOrigins: [], lifecycleDays: null, maxObjectBytes: null, ...rules },
      objects: new Map(),
    };
    buckets.set(b.name, b);
    return b;
  };

  return {
    list: (uid, origin) =>
      owned(uid)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((b) => viewBucket(b, origin)),
    create(uid, input, origin) {
      const name = input.name.trim();
      enforce(bucketNameProblem(name));
      if (buckets.has(name)) throw conflict('cloud.bucketTaken', { bucket: name });
      if (owned(uid).length >= MAX_BUCKETS) throw conflict('cloud.bucketsTooMany', { max: MAX_BUCKETS });
      advance(uid);
      const b = makeBucket(uid, { ...input, name }, ctx.now());
      classA(uid, name);
      ctx.log(uid, 'storage', { kind: 'bucket_created', params: { bucket: name, public: input.public, region: input.region } });
      return viewBucket(b, origin);
    },
    remove(uid, name) {
      const b = mine(uid, name);
      if (b.objects.size > 0) throw conflict('cloud.bucketNotEmpty', { bucket: name, count: b.objects.size });
      advance(uid);
      buckets.delete(name);
      ctx.log(uid, 'storage', { kind: 'bucket_deleted', params: { bucket: name } });
      return { name };
    },
    setRules(uid, input, origin) {
      const b = mine(uid, input.name);
      const origins = input.corsOrigins.map((o) => o.trim()).filter((o) => o.length > 0);
      enforce(originsProblem(origins), lifecycleProblem(input.lifecycleDays), maxSizeProblem(input.maxObjectBytes));
      b.rules = { corsOrigins: origins, lifecycleDays: input.lifecycleDays, maxObjectBytes: input.maxObjectBytes };
      ctx.log(uid, 'storage', { kind: 'bucket_rules_saved', params: { bucket: b.name } });
      return viewBucket(b, origin);
    },
    objects(uid, name, prefix, origin) {
      const b = mine(uid, name);
      enforce(prefixProblem(prefix));
      classA(uid, name);
      const folders = new Set<string>();
      const objects: ObjectView[] = [];
      for (const o of b.objects.values()) {
        if (!o.key.startsWith(prefix)) continue;
        const rest = o.key.slice(prefix.length);
        const slash = rest.indexOf('/');
        if (slash >= 0) folders.add(prefix + rest.slice(0, slash + 1));
        else objects.push(viewObject(b, o, origin));
      }
      return { bucket: name, prefix, folders: [...folders].sort(), objects: objects.sort((x, y) => x.key.localeCompare(y.key)) };
    },
    upload(uid, bytes) {
      if (bytes.length === 0) throw badRequest('cloud.fileEmpty');
      if (bytes.length > MAX_UPLOAD_BYTES)
        throw new ApiError(413, 'cloud.fileTooLarge', { size: sizeText(bytes.length), limit: sizeText(MAX_UPLOAD_BYTES) });
      const acc = advance(uid);
      if (owed(acc) > 0) throw conflict('cloud.storageUnpaid', { owed: owed(acc) });
      const upload: Upload = { id: ctx.nextId('up'), owner: uid, bytes, expiresAt: ctx.now() + UPLOAD_TTL_MS };
      uploads.set(upload.id, upload);
      return { uploadId: upload.id, size: bytes.length, expiresAt: upload.expiresAt };
    },
    put(uid, input, origin) {
      const b = mine(uid, input.bucket);
      enforce(keyProblem(input.key));
      const upload = uploads.get(input.uploadId);
      if (!upload || upload.owner !== uid || upload.expiresAt <= ctx.now()) throw notFound('cloud.uploadExpired');
      const max = b.rules.maxObjectBytes;
      if (max !== null && upload.bytes.length > max) {
        throw unprocessable('cloud.objectTooLarge', { bucket: b.name, limit: sizeText(max), size: sizeText(upload.bytes.length) });
      }
      const acc = advance(uid);
      if (owed(acc) > 0) throw conflict('cloud.storageUnpaid', { owed: owed(acc) });
      uploads.delete(upload.id);
      const o: StoredObject = {
        key: input.key,
        bytes: upload.bytes,
        contentType: input.contentType ?? contentTypeFor(input.key),
        etag: md5(upload.bytes),
        createdAt: ctx.now(),
      };
      b.objects.set(o.key, o);
      meter(acc, b.name).classA += 1;
      ctx.log(uid, 'storage', { kind: 'object_uploaded', params: { bucket: b.name, key: input.key, bytes: o.bytes.length } });
      return viewObject(b, o, origin);
    },
    deleteObject(uid, name, key) {
      const b = mine(uid, name);
      object(b, key);
      advance(uid);
      b.objects.delete(key);
      ctx.log(uid, 'storage', { kind: 'object_deleted', params: { bucket: name, key } });
      return { bucket: name, key };
    },
    link(uid, name, key, origin) {
      const b = mine(uid, name);
      const o = object(b, key);
      if (b.public) return { url: viewObject(b, o, origin).url ?? '', expiresAt: null };
      const expires = ctx.now() + LINK_TTL_MS;
      return {
        url: `${origin}${STORAGE_PATH}${b.name}/${encodeKey(key)}?expires=${expires}&sig=${sign(b.name, key, expires)}`,
        expiresAt: expires,
      };
    },
    usage(uid) {
      const acc = advance(uid);
      const names = new Set([...acc.meters.keys(), ...owned(uid).map((b) => b.name)]);
      const rows = [...names].sort().map((name) => {
        const m = acc.meters.get(name) ?? emptyMeter();
        const b = buckets.get(name);
        const live = b && b.owner === uid ? b : null;
        return {
          bucket: name,
          bytes: live ? bytesOf(live) : 0,
          objects: live ? live.objects.size : 0,
          egressBytes: m.egressBytes,
          classA: m.classA,
          classB: m.classB,
          cost: meterCost(m),
        };
      });
      const sum = (pick: (r: (typeof rows)[number]) => number): number => rows.reduce((n, r) => n + pick(r), 0);
      return {
        period: periodOf(acc.periodStart),
        from: acc.periodStart,
        to: acc.lastAt,
        pricing: { ...PRICING },
        buckets: rows,
        totals: {
          bytes: sum((r) => r.bytes),
          objects: sum((r) => r.objects),
          egressBytes: sum((r) => r.egressBytes),
          classA: sum((r) => r.classA),
          classB: sum((r) => r.classB),
          cost: sum((r) => r.cost),
        },
        carried: acc.carried,
        owed: owed(acc),
        bills: acc.bills.map((bill) => ({ ...bill })),
      };
    },
    serve(name, key, signed) {
      const b = buckets.get(name);
      const o = b?.objects.get(key);
      if (!b || !o) throw notFound('cdn.noObject');
      if (!b.public) {
        const expires = Number(signed.expires);
        const expected = Number.isSafeInteger(expires) ? sign(b.name, key, expires) : '';
        const given = signed.sig ?? '';
        const valid = expected.length > 0 && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
        if (!valid) throw forbidden('cdn.objectPrivate');
        if (expires <= ctx.now()) throw forbidden('cdn.linkExpired');
      }
      const m = meter(advance(b.owner), b.name);
      m.classB += 1;
      m.egressBytes += o.bytes.length;
      return { bytes: o.bytes, contentType: o.contentType, etag: o.etag, corsOrigins: b.rules.corsOrigins };
    },
    insertBucket(uid, input, createdAt, rules) {
      advance(uid);
      makeBucket(uid, input, createdAt, rules);
    },
    insertObject(name, key, bytes, contentType, createdAt) {
      const b = buckets.get(name);
      if (!b) throw new Error(`storage seed: no bucket ${name}`);
      b.objects.set(key, { key, bytes, contentType, etag: md5(bytes), createdAt });
    },
    insertHistory(uid, bucket, counters, bills) {
      const acc = advance(uid);
      Object.assign(meter(acc, bucket), counters);
      acc.bills.push(...bills);
      acc.carried = bills[0]?.carriedOver ?? 0;
    },
    tick() {
      const now = ctx.now();
      for (const [id, upload] of uploads) if (upload.expiresAt <= now) uploads.delete(id);
      for (const uid of accounts.keys()) {
        const acc = advance(uid, now);
        for (const bill of [...acc.bills].reverse()) if (bill.status === 'owed') pay(uid, bill);
      }
      for (const b of buckets.values()) {
        const days = b.rules.lifecycleDays;
        if (days === null) continue;
        const expired = [...b.objects.values()].filter((o) => o.createdAt + days * DAY_MS <= now);
        if (expired.length === 0) continue;
        advance(b.owner, now);
        for (const o of expired) b.objects.delete(o.key);
        ctx.log(b.owner, 'storage', { kind: 'objects_expired', params: { bucket: b.name, count: expired.length, days } });
      }
    },
  };
}
