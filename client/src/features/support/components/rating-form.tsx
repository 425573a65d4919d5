// Rating a solved ticket's answer: 1 to 5 (radio buttons, so a keyboard and a screen reader work) and an optional
// comment; once rated, the score is shown instead.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { COMMENT_MAX, SCORES } from '../models/rules';

export function RatingForm({ busy, onRate }: { busy: boolean; onRate: (score: number, comment: string) => Promise<boolean> }) {
  const t = useT();
  const id = useId();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(score === 0);
    if (score > 0) await onRate(score, comment);
  };
  return (
    <form className="page-card stack-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('support.rate.title')}</h3>
      <fieldset className="page-fieldset page-choices support-stars" aria-describedby={problem ? `${id}-error` : undefined}>
        <legend>{t('support.rate.score')}</legend>
        {SCORES.map((n) => (
          <label key={n}>
            <input type="radio" name={`${id}-score`} value={n} checked={score === n} onChange={() => setScore(n)} />
            <span aria-hidden="true">{'★'.repeat(n)}</span>
            <span className="visually-hidden">{t('support.rate.star', { n })}</span>
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {t('support.rate.choose')}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-comment`}>{t('support.rate.comment')}</label>
        <textarea
          id={`${id}-comment`}
          className="page-textarea"
          rows={2}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" loading={busy}>
        {t('support.rate.send')}
      </Button>
    </form>
  );
}
