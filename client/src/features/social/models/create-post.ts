// The create-post flow of spec section 4: step 1 chooses the type and its media (or the quote), Next goes to step 2
// (tags and description), then Back or Post. Media go up first (raw uploads, spec section 7), then the post.
// On success the modal closes with 'Post created!' and the post tops For you; a refusal shows the server's message
// or 'Failed to post'; anything else toasts 'Something went wrong' (spec section 8).
import { batch, computed, signal } from '@preact/signals-react';
import { t } from '../../../i18n';
import { SOCIAL_SPEC_MESSAGES } from '../../../i18n/messages/social';
import { ApiError, GENERIC_ERROR } from '../../../lib/api/errors';
import { refusalText } from './refusal-text';
import { closeModal } from '../../../state/modal';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { createPost } from '../api/create-post';
import { uploadMedia } from '../../../lib/api/calls/upload-media';
import { addCreatedPost } from './feeds';
import { probeDuration } from './media-probe';
import { createAudioRecorder, type RecorderDeps } from './recorder';
import type { PostType } from './types';
import { DESCRIPTION_MAX_LENGTH } from './limits';
import { checkVideoDuration, parseTags, pickImages, quoteCounter } from './validation';

export const POST_TYPES: readonly PostType[] = ['Images', 'Video', 'Text', 'Audio'];

export interface Preview<F extends Blob = Blob> {
  file: F;
  name: string;
  /** An object URL for the preview, revoked on dispose. */
  url: string;
}

export interface CreatePostDeps {
  probe: (file: Blob) => Promise<number>;
  recorder?: RecorderDeps;
  objectUrl: (file: Blob) => string;
  revokeUrl: (url: string) => void;
}

const browser: CreatePostDeps = {
  probe: probeDuration,
  objectUrl: (file) => URL.createObjectURL(file),
  revokeUrl: (url) => URL.revokeObjectURL(url),
};

/**
 * A file chosen as audio, typed as audio: browsers call a .webm or .mp4 file video/…, and the upload's content type
 * is what tells the server it is the audio of an Audio post.
 */
export function asAudio(file: Blob): Blob {
  const type = file.type.split(';')[0] ?? '';
  if (type === 'video/webm' || type === 'video/mp4') return file.slice(0, file.size, type.replace('video/', 'audio/'));
  return file;
}

export function createPostModel(deps: CreatePostDeps = browser) {
  const step = signal<1 | 2>(1, { name: 'createPost.step' });
  const type = signal<PostType>('Images', { name: 'createPost.type' });
  const images = signal<Preview<File>[]>([], { name: 'createPost.images' });
  const video = signal<Preview<File> | null>(null, { name: 'createPost.video' });
  const audio = signal<Preview | null>(null, { name: 'createPost.audio' });
  const quote = signal('', { name: 'createPost.quote' });
  const tagsText = signal('', { name: 'createPost.tags' });
  const description = signal('', { name: 'createPost.description' });
  /** The spec's alerts (limits, microphone, a refused post), shown in the dialog. */
  const alerts = signal<string[]>([], { name: 'createPost.alerts' });
  const busy = signal(false, { name: 'createPost.busy' });
  const progress = signal<{ n: number; total: number } | null>(null, { name: 'createPost.progress' });
  const recorder = createAudioRecorder(deps.recorder);
  const urls = new Set<string>();

  const preview = <F extends Blob>(file: F, name: string): Preview<F> => {
    const url = deps.objectUrl(file);
    urls.add(url);
    return { file, name, url };
  };
  const drop = (item: Preview | null | undefined): void => {
    if (!item) return;
    deps.revokeUrl(item.url);
    urls.delete(item.url);
  };

  const counter = computed(() => quoteCounter(quote.value));
  /** Words of the tags field that cannot be tags: the field names them and the post is not published with them. */
  const tagsRefused = computed(() => parseTags(tagsText.value).refused.length > 0);
  const ready = computed(() => {
    switch (type.value) {
      case 'Images':
        return images.value.length > 0;
      case 'Video':
        return video.value !== null;
      case 'Audio':
        return audio.value !== null;
      case 'Text':
        return quote.value.trim() !== '' && !counter.value.over;
    }
  });

  /** Anything the person added: closing the dialog would lose it, so it asks first. */
  const dirty = computed(
    () =>
      images.value.length > 0 ||
      video.value !== null ||
      audio.value !== null ||
      recorder.state.value === 'recording' ||
      quote.value.trim() !== '' ||
      tagsText.value.trim() !== '' ||
      description.value.trim() !== '',
  );

  const setType = (next: PostType): void => {
    batch(() => {
      type.value = next;
      alerts.value = [];
    });
  };

  const addImages = (files: readonly File[]): void => {
    const { accepted, errors, repeated } = pickImages(
      images.peek().map((item) => item.file),
      files,
    );
    batch(() => {
      images.value = [...images.peek(), ...accepted.map((file) => preview(file, file.name))];
      alerts.value = [...errors, ...repeated.map((file) => t('socialCompose.imageRepeated', { file }))];
    });
  };

  const removeImage = (index: number): void => {
    drop(images.peek()[index]);
    images.value = images.peek().filter((_, i) => i !== index);
  };

  const chooseVideo = async (file: File): Promise<void> => {
    alerts.value = [];
    const tooLong = checkVideoDuration(await deps.probe(file));
    if (tooLong) {
      alerts.value = [tooLong];
      return;
    }
    drop(video.peek());
    video.value = preview(file, file.name);
  };

  const clearVideo = (): void => {
    drop(video.peek());
    video.value = null;
  };

  const chooseAudio = (file: File): void => {
    recorder.discard();
    drop(audio.peek());
    batch(() => {
      alerts.value = [];
      audio.value = preview(asAudio(file), file.name);
    });
  };

  const startRecording = async (): Promise<void> => {
    alerts.value = [];
    await recorder.start();
    const refused = recorder.error.peek();
    if (refused) alerts.value = [refused];
  };

  const stopRecording = (): void => recorder.stop();

  /** Takes a finished recording as the post's audio. */
  const useRecording = (): void => {
    const recording = recorder.blob.peek();
    if (!recording) return;
    drop(audio.peek());
    audio.value = preview(recording, 'recording.webm');
  };

  /** A finished recording becomes the post's audio at once, while this runs (returns the stop). */
  const watchRecording = (): (() => void) =>
    recorder.blob.subscribe((recording) => {
      if (recording) useRecording();
    });

  const clearAudio = (): void => {
    recorder.discard();
    drop(audio.peek());
    audio.value = null;
  };

  // A paste past 150 goes in whole: the counter turns red and the post waits, rather than losing the end silently.
  const setQuote = (text: string): void => {
    quote.value = text;
  };

  const next = (): void => {
    if (ready.peek()) step.value = 2;
  };
  const back = (): void => {
    step.value = 1;
  };

  const mediaFiles = (): Blob[] => {
    switch (type.peek()) {
      case 'Images':
        return images.peek().map((item) => item.file);
      case 'Video':
        return video.peek() ? [video.peek()!.file] : [];
      case 'Audio':
        return audio.peek() ? [audio.peek()!.file] : [];
      case 'Text':
        return [];
    }
  };

  /** Uploads the media and creates the post: 'created', 'failed' (refused, alert shown) or 'error' (toasted). */
  const submit = async (): Promise<'created' | 'failed' | 'error'> => {
    if (busy.peek() || !ready.peek() || tagsRefused.peek()) return 'failed';
    batch(() => {
      busy.value = true;
      alerts.value = [];
    });
    try {
      const files = mediaFiles();
      const media: string[] = [];
      for (const [index, file] of files.entries()) {
        progress.value = { n: index + 1, total: files.length };
        media.push(await uploadMedia(file));
      }
      progress.value = null;
      const { data } = await createPost({
        type: type.peek(),
        text: type.peek() === 'Text' ? quote.peek().trim() : '',
        tags: parseTags(tagsText.peek()).tags,
        description: description.peek().trim().slice(0, DESCRIPTION_MAX_LENGTH),
        media,
        country: user.peek()?.country ?? '',
      });
      toast.success(SOCIAL_SPEC_MESSAGES.postCreated);
      closeModal();
      // The feed catches up on its own if this fails: the post exists, only its early display is lost.
      void addCreatedPost(data.id).catch(() => undefined);
      return 'created';
    } catch (error) {
      // An answer from the server (a refusal) shows its text; no answer (offline, a bug) is an exception.
      if (error instanceof ApiError && error.status > 0) {
        alerts.value = [refusalText(error, SOCIAL_SPEC_MESSAGES.postFailed)];
        return 'failed';
      }
      toast.error(GENERIC_ERROR);
      return 'error';
    } finally {
      batch(() => {
        busy.value = false;
        progress.value = null;
      });
    }
  };

  const dispose = (): void => {
    recorder.discard();
    for (const url of urls) deps.revokeUrl(url);
    urls.clear();
  };

  return {
    step,
    type,
    images,
    video,
    audio,
    quote,
    tagsText,
    description,
    alerts,
    busy,
    progress,
    recorder,
    counter,
    tagsRefused,
    ready,
    dirty,
    setType,
    addImages,
    removeImage,
    chooseVideo,
    clearVideo,
    chooseAudio,
    startRecording,
    stopRecording,
    useRecording,
    watchRecording,
    clearAudio,
    setQuote,
    next,
    back,
    submit,
    dispose,
  };
}

export type CreatePostModel = ReturnType<typeof createPostModel>;
