// The fields a post's words are written in, shared by Create Post (step 1's quote, step 2's tags and description)
// and Edit post: the quote with its 150-character counter (spec section 5), tags and description.
import { useId } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Signal } from '@preact/signals-react';
import { cx } from '../../../components/ui/class-names';
import { useT } from '../../../i18n';
import { DESCRIPTION_MAX_LENGTH } from '../models/limits';
import { parseTags, quoteCounter, withTagSeparator } from '../models/validation';
import './social-messages';
import './compose-messages';

/** The quote of a Text post: a paste past 150 goes in whole, and the counter turns red and says why it cannot be posted. */
export function QuoteField({ quote, setQuote }: { quote: Signal<string>; setQuote: (text: string) => void }) {
  useSignals();
  const t = useT();
  const quoteId = useId();
  const counterId = useId();
  const counter = quoteCounter(quote.value);
  return (
    <div className="field">
      <label htmlFor={quoteId}>{t('socialCompose.quote')}</label>
      <textarea
        id={quoteId}
        rows={4}
        value={quote.value}
        aria-describedby={counterId}
        aria-invalid={counter.over || undefined}
        onChange={(e) => setQuote(e.target.value)}
      />
      <p id={counterId} className={cx('sc-counter', counter.over ? 'is-over' : counter.remaining <= 10 && 'is-near')} aria-live="polite">
        {t('socialCompose.quoteCounter', { count: counter.count, max: counter.max })}
        {counter.over ? (
          <span className="sc-counter__why"> · {t('socialCompose.overLimit', { over: -counter.remaining, max: counter.max })}</span>
        ) : null}
      </p>
    </div>
  );
}

/** Tags as free text (parsed by validation.ts's parseTags) and the description. */
export function TagsAndDescription({ tagsText, description }: { tagsText: Signal<string>; description: Signal<string> }) {
  useSignals();
  const t = useT();
  const tagsId = useId();
  const tagsHint = useId();
  const tagsError = useId();
  const descriptionId = useId();
  const { tags, refused } = parseTags(tagsText.value);
  return (
    <>
      <div className="field">
        <label htmlFor={tagsId}>{t('socialCompose.tags')}</label>
        <input
          id={tagsId}
          value={tagsText.value}
          aria-describedby={refused.length > 0 ? `${tagsHint} ${tagsError}` : tagsHint}
          aria-invalid={refused.length > 0 || undefined}
          enterKeyHint="next"
          onChange={(e) => (tagsText.value = e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the tag (a separator, so the next word starts a new one); it never publishes the post.
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            tagsText.value = withTagSeparator(tagsText.value);
          }}
        />
        <p id={tagsHint} className="field__hint">
          {t('socialCompose.tagsHint')}
        </p>
        {refused.length > 0 ? (
          <p id={tagsError} className="field__error" role="alert">
            {t('socialCompose.tagsRefused', { words: refused.join(' ') })}
          </p>
        ) : null}
        {tags.length > 0 ? (
          <p className="field__hint" aria-live="polite">
            {t('socialCompose.tagsPreview', { tags: tags.map((tag) => `#${tag}`).join(' ') })}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={descriptionId}>{t('socialCompose.description')}</label>
        <textarea
          id={descriptionId}
          rows={4}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={description.value}
          onChange={(e) => (description.value = e.target.value)}
        />
      </div>
    </>
  );
}
