// The Create Post dialog (a lazy chunk; spec sections 4 and 5): step 1 the type and its media or quote, step 2 tags
// and description, Back or Post. The limits' alerts are shown in the dialog with the spec's exact words. A draft
// with anything in it asks before Escape or the backdrop discard it; browser Back on step 2 returns to step 1.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { AudioLines, Image as ImageIcon, Mic, Quote, Square, Upload, Video, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { ConfirmPanel } from '../../../components/ui/confirm';
import { useFlowStep } from '../../../components/ui/use-flow-step';
import { closeModal, guardModalDismiss } from '../../../state/modal';
import { useT } from '../../../i18n';
import { createPostModel, POST_TYPES, type CreatePostModel } from '../models/create-post';
import type { PostType } from '../models/types';
import { QuoteField, TagsAndDescription } from './post-fields';
import './social-messages';
import './compose-messages';
import './social.css';

const TYPE_ICONS: Record<PostType, ReactNode> = {
  Images: <ImageIcon size={18} aria-hidden="true" />,
  Video: <Video size={18} aria-hidden="true" />,
  Text: <Quote size={18} aria-hidden="true" />,
  Audio: <AudioLines size={18} aria-hidden="true" />,
};

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
const VIDEO_TYPES = 'video/mp4,video/webm';
const AUDIO_TYPES = 'audio/webm,audio/ogg,audio/mpeg,audio/mp4,audio/wav';

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A file button: the input itself is hidden but keeps the label, so it is found and used like any field. */
function FilePicker({
  label,
  accept,
  multiple = false,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Choosing the same file again must fire again.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <div className="sc-picker">
      <input id={id} type="file" accept={accept} multiple={multiple} className="sc-picker__input" onChange={change} />
      <label htmlFor={id} className="ui-button ui-button--secondary ui-button--md">
        <Upload size={16} aria-hidden="true" />
        {label}
      </label>
    </div>
  );
}

function StepOne({ model }: { model: CreatePostModel }) {
  useSignals();
  const t = useT();
  const type = model.type.value;
  const recorder = model.recorder;

  return (
    <>
      <fieldset className="sc-types">
        <legend>{t('socialCompose.postType')}</legend>
        {POST_TYPES.map((option) => (
          <label key={option} className={cx('sc-types__option', option === type && 'is-selected')}>
            <input type="radio" name="post-type" value={option} checked={option === type} onChange={() => model.setType(option)} />
            {TYPE_ICONS[option]}
            <span>{t(`social.type.${option}`)}</span>
          </label>
        ))}
      </fieldset>

      {type === 'Images' ? (
        <div className="sc-step__media">
          <FilePicker label={t('socialCompose.chooseImages')} accept={IMAGE_TYPES} multiple onFiles={model.addImages} />
          <p className="field__hint">{t('socialCompose.imagesHint')}</p>
          {model.images.value.length > 0 ? (
            <ul className="sc-thumbs">
              {model.images.value.map((image, i) => (
                <li key={image.url}>
                  <img src={image.url} alt={image.name} />
                  <button
                    type="button"
                    className="sc-thumbs__remove"
                    onClick={() => model.removeImage(i)}
                    aria-label={t('socialCompose.removeImage', { n: i + 1 })}
                  >
                    <X size={14} aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {type === 'Video' ? (
        <div className="sc-step__media">
          <FilePicker label={t('socialCompose.chooseVideo')} accept={VIDEO_TYPES} onFiles={(files) => void model.chooseVideo(files[0]!)} />
          <p className="field__hint">{t('socialCompose.videoHint')}</p>
          {model.video.value ? (
            <div className="sc-chosen">
              <video src={model.video.value.url} controls playsInline preload="metadata" aria-label={model.video.value.name} />
              <Button variant="ghost" size="sm" onClick={model.clearVideo}>
                {t('socialCompose.remove')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      {type === 'Text' ? <QuoteField quote={model.quote} setQuote={model.setQuote} /> : null}

      {type === 'Audio' ? (
        <div className="sc-step__media">
          <div className="sc-record">
            {recorder.state.value === 'recording' ? (
              <Button variant="danger" onClick={model.stopRecording}>
                <Square size={16} aria-hidden="true" />
                {t('socialCompose.stop')}
              </Button>
            ) : (
              <Button variant="secondary" loading={recorder.state.value === 'starting'} onClick={() => void model.startRecording()}>
                <Mic size={16} aria-hidden="true" />
                {t('socialCompose.record')}
              </Button>
            )}
            {recorder.state.value === 'recording' ? (
              <span className="sc-record__time" role="status">
                {t('socialCompose.recording', { time: clock(recorder.seconds.value) })}
              </span>
            ) : null}
          </div>
          <FilePicker label={t('socialCompose.chooseAudio')} accept={AUDIO_TYPES} onFiles={(files) => model.chooseAudio(files[0]!)} />
          {model.audio.value ? (
            <div className="sc-chosen">
              <audio src={model.audio.value.url} controls preload="metadata" aria-label={model.audio.value.name} />
              {recorder.state.value === 'recorded' ? (
                <span className="field__hint">{t('socialCompose.recorded', { time: clock(recorder.seconds.value) })}</span>
              ) : null}
              <Button variant="ghost" size="sm" onClick={model.clearAudio}>
                {t('socialCompose.remove')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function StepTwo({ model }: { model: CreatePostModel }) {
  return <TagsAndDescription tagsText={model.tagsText} description={model.description} />;
}

export default function CreatePostDialog() {
  useSignals();
  const t = useT();
  const [model] = useState(() => createPostModel());
  const [asking, setAsking] = useState(false);
  // Step 2 is a history entry (history state: the dialog has no address of its own), so browser Back returns to
  // step 1 instead of leaving the page under the dialog.
  const tagsStep = useFlowStep('tags', model.back, 'state');
  const flow = useRef(tagsStep);
  flow.current = tagsStep;
  // Set up and torn down with the dialog (twice in development's strict mode, which this must survive).
  useEffect(() => {
    const stopWatching = model.watchRecording();
    return () => {
      stopWatching();
      model.dispose();
    };
  }, [model]);
  // Escape or a backdrop click would drop the whole draft: with something in it, ask first (Escape again keeps it).
  useEffect(
    () =>
      guardModalDismiss(() => {
        if (!model.dirty.peek()) return true;
        setAsking((open) => !open);
        return false;
      }),
    [model],
  );
  // Closed (posted, discarded): step 2's history entry goes with it, so Back leaves the page as it would have.
  useEffect(
    () => () => {
      if (flow.current.active) flow.current.drop();
    },
    [],
  );
  const step = model.step.value;
  const progress = model.progress.value;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) {
      model.next();
      if (model.step.peek() === 2) tagsStep.enter();
    } else void model.submit();
  };
  const back = () => (tagsStep.active ? tagsStep.leave() : model.back());

  if (asking) {
    return (
      <ConfirmPanel
        title={t('socialCompose.discardTitle')}
        body={<p>{t('socialCompose.discardBody')}</p>}
        confirmLabel={t('socialCompose.discard')}
        cancelLabel={t('socialCompose.keepEditing')}
        onConfirm={closeModal}
        onCancel={() => setAsking(false)}
      />
    );
  }

  return (
    <form className="sc-create" onSubmit={submit} noValidate>
      <header className="sc-create__head">
        <h2>{t('social.createPost')}</h2>
        <span className="sc-muted">{t('socialCompose.step', { n: step })}</span>
      </header>
      {step === 1 ? <StepOne model={model} /> : <StepTwo model={model} />}
      {model.alerts.value.map((alert) => (
        <p key={alert} role="alert" className="sc-alert">
          {alert}
        </p>
      ))}
      <footer className="sc-create__actions">
        {step === 2 ? (
          <Button variant="ghost" onClick={back} disabled={model.busy.value}>
            {t('socialCompose.back')}
          </Button>
        ) : null}
        {step === 1 ? (
          <Button type="submit" disabled={!model.ready.value}>
            {t('socialCompose.next')}
          </Button>
        ) : (
          <Button type="submit" loading={model.busy.value} disabled={model.tagsRefused.value}>
            {progress ? t('socialCompose.uploading', { n: progress.n, total: progress.total }) : t('socialCompose.publish')}
          </Button>
        )}
      </footer>
    </form>
  );
}
