// The reviews on a product's page: the rating and count computed from them, my review when a delivered order of
// mine held the product (1 to 5 stars as radio buttons, a text with its counter), and everyone's, newest first.
import { useEffect, useId, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Star } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { t as translate, useT } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { user } from '../../../state/session';
import { timeZone } from '../../../state/preferences';
import { toast } from '../../../state/toasts';
import { createReview } from '../api/create-review';
import { listReviews } from '../api/list-reviews';
import { ReviewsModel } from '../models/reviews';
import { REVIEW_STARS, REVIEW_TEXT_MAX } from '../models/rules';
import type { Review } from '../models/types';
import { LoadError, Loading } from './market-page';
import { Rating } from './product-bits';

export function ProductReviews({ productId, onRated }: { productId: string; onRated: (rating: number, ratingCount: number) => void }) {
  useSignals();
  const t = useT();
  const headingId = useId();
  const model = useModel(
    () =>
      new ReviewsModel(productId, {
        list: listReviews,
        create: createReview,
        notify: (kind, message) => toast[kind](message),
        thanksText: () => translate('market.review.thanks'),
        rated: onRated,
      }),
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  const reviews = model.reviews.value;
  const me = user.value?.uid;
  const mine = reviews?.items.some((review) => review.author.uid === me) ?? false;

  return (
    <section className="market-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('market.review.title')}</h2>
      {model.error.value ? (
        <LoadError message={model.error.value} onRetry={() => void model.load()} />
      ) : reviews === null ? (
        <Loading />
      ) : (
        <>
          {reviews.ratingCount > 0 ? <Rating product={reviews} /> : <p className="page-muted">{t('market.review.none')}</p>}
          {reviews.canReview ? <ReviewForm model={model} /> : mine ? null : <p className="page-muted">{t('market.review.whoMay')}</p>}
          {reviews.items.length > 0 ? (
            <ul className="market-reviews__list">
              {reviews.items.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const t = useT();
  return (
    <li className="market-review">
      <div className="market-review__head">
        <span className="market-rating" role="img" aria-label={t('market.review.stars', { count: review.stars })}>
          {REVIEW_STARS.map((n) => (
            <Star key={n} size={14} aria-hidden="true" className={n <= review.stars ? 'market-star market-star--on' : 'market-star'} />
          ))}
        </span>
        <span className="market-review__author">@{review.author.userName}</span>
        <time className="page-muted" dateTime={new Date(review.createdAt).toISOString()}>
          {formatTime(review.createdAt, { timeZone: timeZone.value, lang: language.value, style: 'date' })}
        </time>
      </div>
      {/* The author's own words, in whatever language they wrote them. */}
      <p className="market-review__text">{review.text}</p>
    </li>
  );
}

function ReviewForm({ model }: { model: InstanceType<typeof ReviewsModel> }) {
  useSignals();
  const t = useT();
  const id = useId();
  const problem = model.problem.value;
  const text = model.text.value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.send();
  };
  return (
    <form className="page-card stack-form market-review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('market.review.write')}</h3>
      <fieldset
        className="page-fieldset page-choices market-review-form__stars"
        aria-invalid={problem === 'stars' || undefined}
        aria-describedby={problem === 'stars' ? `${id}-stars-error` : undefined}
      >
        <legend>{t('market.review.score')}</legend>
        {REVIEW_STARS.map((n) => (
          <label key={n}>
            <input type="radio" name={`${id}-stars`} value={n} checked={model.stars.value === n} onChange={() => (model.stars.value = n)} />
            <span aria-hidden="true">{'★'.repeat(n)}</span>
            <span className="visually-hidden">{t('market.review.stars', { count: n })}</span>
          </label>
        ))}
      </fieldset>
      {problem === 'stars' ? (
        <p className="field__error" id={`${id}-stars-error`} role="alert">
          {t('market.review.chooseStars')}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('market.review.text')}</label>
        <textarea
          id={`${id}-text`}
          className="page-textarea"
          rows={3}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          aria-invalid={problem === 'text' || problem === 'long' || undefined}
          aria-describedby={`${id}-count${problem === 'text' || problem === 'long' ? ` ${id}-text-error` : ''}`}
          onChange={(event) => (model.text.value = event.target.value)}
        />
        <span className="page-muted market-review-form__count" id={`${id}-count`}>
          {t('market.review.counter', { count: text.length, max: REVIEW_TEXT_MAX })}
        </span>
        {problem === 'text' || problem === 'long' ? (
          <p className="field__error" id={`${id}-text-error`} role="alert">
            {t(problem === 'text' ? 'market.review.writeText' : 'market.review.tooLong', { max: REVIEW_TEXT_MAX })}
          </p>
        ) : null}
      </div>
      <Button type="submit" loading={model.sending.value}>
        {t('market.review.send')}
      </Button>
    </form>
  );
}
