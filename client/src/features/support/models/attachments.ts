// Screenshots on a support message (openapi SupportAttachments): up to 3 images the person uploads first
// (uploadMedia, at most 2 MB each). Each file is checked here before it is sent, goes up as soon as it is
// chosen, and the message waits until every upload has ended. The upload is injected so the rules are tested
// without a server.
import { signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';

/** SupportAttachments.maxItems in openapi.yaml. */
export const MAX_ATTACHMENTS = 3;
/** uploadMedia: "An image may be at most 2 MB". */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The image types uploadMedia takes. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type AttachmentProblem = 'notImage' | 'tooLarge' | 'tooMany';

/** The words for what keeps a message with screenshots from going (i18n keys of the support catalogue). */
export const HOLD_UP_TEXT = { uploading: 'support.attach.wait', failed: 'support.attach.removeFailed' } as const;

export interface Attachment {
  id: number;
  name: string;
  /** Where the browser shows the chosen file (an object URL) until it is removed. */
  preview: string;
  state: 'uploading' | 'done' | 'failed';
  /** The media key once uploaded. */
  key: string | null;
  /** Why the upload failed (the server's words). */
  error: string | null;
}

export interface AttachmentDeps {
  upload(file: Blob): Promise<string>;
  /** URL.createObjectURL / revokeObjectURL, injectable for tests. */
  previewOf?: (file: Blob) => string;
  release?: (url: string) => void;
}

/** Why a chosen file cannot be attached, given how many are attached already; null when it can. */
export function attachmentProblem(file: Pick<File, 'type' | 'size'>, attached: number): AttachmentProblem | null {
  if (attached >= MAX_ATTACHMENTS) return 'tooMany';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

export function createAttachments(deps: AttachmentDeps) {
  const previewOf = deps.previewOf ?? ((file: Blob) => URL.createObjectURL(file));
  const release = deps.release ?? ((url: string) => URL.revokeObjectURL(url));
  const items = signal<Attachment[]>([]);
  /** The last file refused before upload, and why (shown once, cleared by the next choice). */
  const refused = signal<{ name: string; problem: AttachmentProblem } | null>(null);
  let nextId = 1;

  const patch = (id: number, change: Partial<Attachment>): void => {
    items.value = items.peek().map((a) => (a.id === id ? { ...a, ...change } : a));
  };

  async function send(id: number, file: File): Promise<void> {
    try {
      const key = await deps.upload(file);
      // Uploads are content-addressed: the same image chosen twice is the same key, which a message takes once.
      if (items.peek().some((a) => a.id !== id && a.key === key)) remove(id);
      else patch(id, { state: 'done', key });
    } catch (e) {
      patch(id, { state: 'failed', error: errorMessage(e) });
    }
  }

  /** Takes the chosen files in order; the first one that cannot be attached is refused and the rest dropped. */
  function add(files: readonly File[]): Promise<void>[] {
    refused.value = null;
    const started: Promise<void>[] = [];
    for (const file of files) {
      const problem = attachmentProblem(file, items.peek().length);
      if (problem) {
        refused.value = { name: file.name, problem };
        break;
      }
      const id = nextId++;
      items.value = [...items.peek(), { id, name: file.name, preview: previewOf(file), state: 'uploading', key: null, error: null }];
      started.push(send(id, file));
    }
    return started;
  }

  function remove(id: number): void {
    const gone = items.peek().find((a) => a.id === id);
    if (gone) release(gone.preview);
    items.value = items.peek().filter((a) => a.id !== id);
    refused.value = null;
  }

  function clear(): void {
    for (const a of items.peek()) release(a.preview);
    items.value = [];
    refused.value = null;
  }

  /** The keys to send: every upload that ended well. */
  const keys = (): string[] => items.peek().flatMap((a) => (a.state === 'done' && a.key ? [a.key] : []));

  /** What keeps the message from going: an upload still running, or one that failed (remove it or choose it again). */
  const holdUp = (): 'uploading' | 'failed' | null =>
    items.peek().some((a) => a.state === 'uploading') ? 'uploading' : items.peek().some((a) => a.state === 'failed') ? 'failed' : null;

  return { items, refused, add, remove, clear, keys, holdUp };
}

export type Attachments = ReturnType<typeof createAttachments>;
