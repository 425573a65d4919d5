// "Common questions": links to the docs and guides pages that answer them, before anyone opens a ticket.
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { useT } from '../../../i18n';
import { COMMON_QUESTIONS } from '../models/rules';

export function CommonQuestions() {
  const t = useT();
  return (
    <section className="page-card" aria-labelledby="support-faq-title">
      <h2 id="support-faq-title">{t('support.faq.title')}</h2>
      <ul className="support-faq">
        {COMMON_QUESTIONS.map((q) => (
          <li key={q.key} className="support-faq__item">
            <ChevronRight size={16} aria-hidden="true" />
            <Link to={q.href}>{t(`support.faq.${q.key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
