// The create-post flow (spec sections 4, 5 and 8): steps, the exact alerts, uploads as raw bodies, and the three
// outcomes (created, refused with the server's message or 'Failed to post', and the 'Something went wrong' toast).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modal, openModal } from '../../../state/modal';
import { user } from '../../../state/session';
import { toasts } from '../../../state/toasts';
import { asAudio, createPostModel, type CreatePostDeps } from '../models/create-post';
import { feeds } from '../models/feeds';
import { MAX_IMAGE_BYTES } from '../models/limits';
import type { RecorderDeps } from '../models/recorder';
import { ADA, fakeApi, makePost, ok, refuse } from './fake-api';
import '../components/compose-messages';

let urls = 0;
function deps(duration = 5, recorder?: RecorderDeps): CreatePostDeps {
  return { probe: async () => duration, objectUrl: () => `blob:${++urls}`, revokeUrl: () => undefined, ...(recorder ? { recorder } : {}) };
}

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const toastTexts = () => toasts.value.map((toast) => `${toast.type}:${toast.message}`);

beforeEach(() => {
  user.value = ADA;
  toasts.value = [];
  feeds.forYou.reset();
});
afterEach(() => {
  user.value = null;
  vi.unstubAllGlobals();
});

describe('step 1', () => {
  it('needs media (or a quote) before Next, then goes to step 2 and Back again', () => {
    const model = createPostModel(deps());
    expect(model.step.value).toBe(1);
    model.next();
    expect(model.step.value).toBe(1);
    model.addImages([png('a.png')]);
    expect(model.ready.value).toBe(true);
    model.next();
    expect(model.step.value).toBe(2);
    model.back();
    expect(model.step.value).toBe(1);
  });

  it("alerts 'You can only select up to 10 images.' for an 11th image", () => {
    const model = createPostModel(deps());
    model.addImages(Array.from({ length: 10 }, (_, i) => png(`${i}.png`)));
    expect(model.images.value).toHaveLength(10);
    model.addImages([png('11.png')]);
    expect(model.images.value).toHaveLength(10);
    expect(model.alerts.value).toEqual(['You can only select up to 10 images.']);
  });

  it('keeps none of a choice of 11 images (never a silent ten), and the choice can be made again', () => {
    const model = createPostModel(deps());
    model.addImages(Array.from({ length: 11 }, (_, i) => png(`${i}.png`)));
    expect(model.images.value).toEqual([]);
    expect(model.alerts.value).toEqual(['You can only select up to 10 images.']);
    model.addImages(Array.from({ length: 10 }, (_, i) => png(`${i}.png`)));
    expect(model.images.value).toHaveLength(10);
    expect(model.alerts.value).toEqual([]);
  });

  it('the same image chosen twice is in the list once, says so, and each thumbnail still removes its own image', () => {
    const model = createPostModel(deps());
    const sky = png('sky.png');
    const sea = png('sea.png');
    model.addImages([sky]);
    model.addImages([sky, sea]);
    expect(model.images.value.map((i) => i.name)).toEqual(['sky.png', 'sea.png']);
    expect(model.alerts.value).toEqual(['sky.png já foi escolhida: não foi adicionada de novo.']);
    expect(new Set(model.images.value.map((i) => i.url)).size).toBe(2);
    model.removeImage(0);
    expect(model.images.value.map((i) => i.name)).toEqual(['sea.png']);
    // Once removed, it can be chosen again.
    model.addImages([sky]);
    expect(model.images.value.map((i) => i.name)).toEqual(['sea.png', 'sky.png']);
  });

  it("alerts 'Image {file} is too large. Max size is 2MB.' and keeps the others", () => {
    const model = createPostModel(deps());
    model.addImages([png('big.png', MAX_IMAGE_BYTES + 1), png('small.png')]);
    expect(model.images.value.map((i) => i.name)).toEqual(['small.png']);
    expect(model.alerts.value).toEqual(['Image big.png is too large. Max size is 2MB.']);
  });

  it("refuses a video over 60 seconds with 'Video too long (max 60 seconds)'", async () => {
    const long = createPostModel(deps(61));
    long.setType('Video');
    await long.chooseVideo(new File(['x'], 'long.webm', { type: 'video/webm' }));
    expect(long.video.value).toBeNull();
    expect(long.alerts.value).toEqual(['Video too long (max 60 seconds)']);
    const fine = createPostModel(deps(60));
    fine.setType('Video');
    await fine.chooseVideo(new File(['x'], 'clip.webm', { type: 'video/webm' }));
    expect(fine.video.value?.name).toBe('clip.webm');
    expect(fine.alerts.value).toEqual([]);
  });

  it('counts the quote live; a paste past 150 is kept whole and refused, never cut (issue #29)', () => {
    const model = createPostModel(deps());
    model.setType('Text');
    model.setQuote('Hello');
    expect(model.counter.value).toMatchObject({ count: 5, max: 150 });
    // Issue #29: "text pasted beyond a limit (quote 150 …) is refused with the counter showing, never cut silently".
    model.setQuote('z'.repeat(170));
    expect(model.quote.value).toHaveLength(170);
    expect(model.counter.value).toMatchObject({ count: 170, over: true });
    expect(model.ready.value).toBe(false);
    model.setQuote('z'.repeat(150));
    expect(model.ready.value).toBe(true);
    model.setQuote('   ');
    expect(model.ready.value).toBe(false);
  });

  it('publishes nothing while a word of the tags field cannot be a tag, and keeps "música" (issue #29)', async () => {
    const api = fakeApi({});
    const model = createPostModel(deps());
    model.setType('Text');
    model.setQuote('Hi');
    model.next();
    model.tagsText.value = 'música rock&roll';
    expect(model.tagsRefused.value).toBe(true);
    expect(await model.submit()).toBe('failed');
    expect(api.calls).toEqual([]);
    model.tagsText.value = 'música';
    expect(model.tagsRefused.value).toBe(false);
  });

  it("alerts 'Microphone access denied.' when the microphone is refused", async () => {
    const recorder: RecorderDeps = {
      getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      createRecorder: () => {
        throw new Error('not reached');
      },
      now: () => 0,
    };
    const model = createPostModel(deps(5, recorder));
    model.setType('Audio');
    await model.startRecording();
    expect(model.alerts.value).toEqual(['Microphone access denied.']);
    expect(model.recorder.state.value).toBe('idle');
  });
});

describe('audio', () => {
  it('records WebM in the browser and takes the recording as the post’s audio', async () => {
    let clock = 0;
    const fake = {
      state: 'inactive',
      ondataavailable: null as ((e: { data: Blob }) => void) | null,
      onstop: null as (() => void) | null,
      start() {
        this.state = 'recording';
      },
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob(['sound'], { type: 'audio/webm;codecs=opus' }) });
        this.onstop?.();
      },
    };
    const stopTrack = vi.fn();
    const recorder: RecorderDeps = {
      getUserMedia: async () => ({ getTracks: () => [{ stop: stopTrack }] }) as unknown as MediaStream,
      createRecorder: () => fake as unknown as MediaRecorder,
      now: () => clock,
    };
    const model = createPostModel(deps(5, recorder));
    const stopWatching = model.watchRecording();
    model.setType('Audio');
    await model.startRecording();
    expect(model.recorder.state.value).toBe('recording');
    clock = 3000;
    model.stopRecording();
    expect(model.recorder.state.value).toBe('recorded');
    expect(model.audio.value?.file.type).toBe('audio/webm');
    expect(model.audio.value?.name).toBe('recording.webm');
    expect(stopTrack).toHaveBeenCalled();
    expect(model.ready.value).toBe(true);
    stopWatching();
  });

  it('types a chosen .webm or .mp4 file as audio', () => {
    expect(asAudio(new File(['x'], 'a.webm', { type: 'video/webm' })).type).toBe('audio/webm');
    expect(asAudio(new File(['x'], 'a.mp4', { type: 'video/mp4' })).type).toBe('audio/mp4');
    expect(asAudio(new File(['x'], 'a.mp3', { type: 'audio/mpeg' })).type).toBe('audio/mpeg');
  });
});

describe('posting', () => {
  it("uploads each image as a raw body, creates the post, closes with 'Post created!' and tops For you", async () => {
    const api = fakeApi({
      '/app/media/upload': (_body, request) =>
        ok(
          {
            key: `up/${request.headers.get('Content-Type')?.replace('/', '-')}.png`,
            url: 'http://x/cdn/m/k',
            kind: 'image',
            contentType: 'image/png',
            size: 100,
          },
          'Uploaded',
        ),
      '/app/post-new': () => ({ status: 201, ...ok({ id: 'p0000000301' }, 'Post created!') }),
      '/app/post/get': () =>
        ok(
          makePost(301, {
            type: 'Images',
            media: ['up/image-png.png'],
            author: { uid: ADA.uid, userName: 'ada', isVerified: true, country: 'NG' },
          }),
        ),
      '/app/feed/list': () => ok({ list: [makePost(300)], page: 1, hasMore: true }),
    });
    await feeds.forYou.ensure();
    openModal('dialog');
    const model = createPostModel(deps());
    model.addImages([png('a.png'), png('b.png')]);
    model.next();
    model.tagsText.value = '#Travel art';
    model.description.value = '  Sunset with @ben  ';
    expect(await model.submit()).toBe('created');
    const uploads = api.calls.filter((c) => c.path === '/app/media/upload');
    expect(uploads).toHaveLength(2);
    expect(uploads[0]?.contentType).toBe('image/png');
    const created = api.calls.find((c) => c.path === '/app/post-new');
    expect(created?.body).toEqual({
      type: 'Images',
      text: '',
      tags: ['travel', 'art'],
      description: 'Sunset with @ben',
      media: ['up/image-png.png', 'up/image-png.png'],
      country: 'NG',
    });
    expect(toastTexts()).toContain('success:Post created!');
    expect(modal.value.show).toBe(false);
    await vi.waitFor(() => expect(feeds.forYou.ids.value[0]).toBe('p0000000301'));
  });

  it("shows the server's message when the post is refused", async () => {
    fakeApi({ '/app/post-new': () => refuse(422, 'Write something to post') });
    const model = createPostModel(deps());
    model.setType('Text');
    model.setQuote('Hi');
    expect(await model.submit()).toBe('failed');
    expect(model.alerts.value).toEqual(['Write something to post']);
  });

  it('shows a coded refusal in the reader’s language (issue #28)', async () => {
    fakeApi({
      '/app/post-new': () => ({
        status: 422,
        body: { status: 'error', code: 'post.textEmpty', message: 'Write something to post', data: null },
      }),
    });
    const model = createPostModel(deps());
    model.setType('Text');
    model.setQuote('Hi');
    expect(await model.submit()).toBe('failed');
    expect(model.alerts.value).toEqual(['Escreva algo para publicar']);
  });

  it("shows 'Failed to post' when the refusal carries no message", async () => {
    fakeApi({ '/app/post-new': () => ({ status: 400, body: { status: 'error', data: null } }) });
    const model = createPostModel(deps());
    model.setType('Text');
    model.setQuote('Hi');
    expect(await model.submit()).toBe('failed');
    expect(model.alerts.value).toEqual(['Failed to post']);
  });

  it("toasts 'Something went wrong' on an exception", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const model = createPostModel(deps());
    model.setType('Text');
    model.setQuote('Hi');
    expect(await model.submit()).toBe('error');
    expect(toastTexts()).toContain('error:Something went wrong');
    expect(model.busy.value).toBe(false);
  });
});
