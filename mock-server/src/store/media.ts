// Uploaded media (spec section 7 "upload of media"): the bytes of each file, its kind and owner. Keys are
// content-addressed per owner, so the same upload twice is the same key and a key is stable across resets.
import { createHash } from 'node:crypto';

export type MediaKind = 'image' | 'video' | 'audio';

export interface MediaRecord {
  key: string;
  uid: string;
  kind: MediaKind;
  contentType: string;
  bytes: Buffer;
  createdAt: number;
}

export interface MediaRepo {
  put(input: Omit<MediaRecord, 'key'> & { extension: string }): MediaRecord;
  get(key: string): MediaRecord | undefined;
  reset(): void;
}

export function createMediaRepo(): MediaRepo {
  let files = new Map<string, MediaRecord>();
  return {
    put({ extension, ...input }) {
      const hash = createHash('sha256').update(input.uid).update('\0').update(input.bytes).digest('hex').slice(0, 16);
      const key = `up/${hash}.${extension}`;
      const existing = files.get(key);
      if (existing) return existing;
      const record: MediaRecord = { key, ...input };
      files.set(key, record);
      return record;
    },
    get: (key) => files.get(key),
    reset() {
      files = new Map();
    },
  };
}
