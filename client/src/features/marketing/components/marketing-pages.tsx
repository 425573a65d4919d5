// The marketing pages of spec section 2 other than home, rendered from the content of the reader's language
// (content/<lang>), and the page parts the docs, guides and blog share (library-pages.tsx). A chunk of its own, so
// the first load of / carries only the home page.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LocalLink as Link } from './local-link';
import { ArrowRight, Check } from 'lucide-react';
import { useT } from '../../../i18n';
import type { Article, LinkCard, Section } from '../content/types';
import { useContent } from './use-content';
import { useContentTitle } from './content-title';
import { ContactForm } from './contact-form';
import './marketing-messages';

function Sections({ sections }: { sections: readonly Section[] }) {
  return sections.map((section, index) => (
    <section key={section.heading ?? index} className="mk-article__section">
      {section.heading ? <h2>{section.heading}</h2> : null}
      {section.paragraphs?.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.bullets ? (
        <ul>
          {section.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}

export function PageHead({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  useContentTitle(title);
  return (
    <header className="mk-page-head">
      <h1>{title}</h1>
      <p className="mk-lead">{lead}</p>
      {children}
    </header>
  );
}

function ArticleView({ article, meta, children }: { article: Article; meta?: ReactNode; children?: ReactNode }) {
  return (
    <article className="mk-article mk-container">
      <PageHead title={article.title} lead={article.lead}>
        {meta}
      </PageHead>
      <Sections sections={article.sections} />
      {children}
    </article>
  );
}

export function Cards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="mk-cards">
      {cards.map((card) => (
        <li key={card.href + card.title}>
          {/* A file (the OpenAPI document) is fetched by the browser, not routed. */}
          <Link to={card.href} className="mk-card" reloadDocument={/\.[a-z]+$/.test(card.href)}>
            <h2>{card.title}</h2>
            <p>{card.text}</p>
            <ArrowRight size={18} aria-hidden="true" className="mk-card__arrow" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function NotFoundBlock() {
  const t = useT();
  return (
    <section className="mk-container mk-not-found">
      <p className="mk-not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('marketing.notFound')}</h1>
      <p>
        <Link to="/">{t('shell.backHome')}</Link>
      </p>
    </section>
  );
}

// ---------- Company, legal and help ----------

export function AboutPage() {
  return <ArticleView article={useContent('company').about} />;
}

export function PartnersPage() {
  return <ArticleView article={useContent('company').partners} />;
}

export function DownloadPage() {
  return <ArticleView article={useContent('company').download} />;
}

export function SdksPage() {
  const { sdks } = useContent('company');
  return (
    <ArticleView article={sdks}>
      <Cards cards={sdks.links} />
    </ArticleView>
  );
}

export function SecurityPage() {
  return <ArticleView article={useContent('company').security} />;
}

export function PrivacyPage() {
  const { privacy } = useContent('company');
  return <ArticleView article={privacy} meta={<p className="mk-meta">{privacy.updated}</p>} />;
}

export function TermsPage() {
  const { terms } = useContent('company');
  return <ArticleView article={terms} meta={<p className="mk-meta">{terms.updated}</p>} />;
}

export function CareersPage() {
  const { careers } = useContent('company');
  return (
    <ArticleView article={careers}>
      <section className="mk-article__section">
        <h2>{careers.rolesTitle}</h2>
        <ul className="mk-roles">
          {careers.roles.map((role) => (
            <li key={role.title}>
              <strong>{role.title}</strong>
              <span>
                {role.team} · {role.place}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </ArticleView>
  );
}

export function ContactPage() {
  const { contact } = useContent('company');
  return (
    <ArticleView article={contact}>
      <ContactForm />
      <Cards cards={contact.channels} />
    </ArticleView>
  );
}

export function HelpPage() {
  const { help } = useContent('company');
  return (
    <ArticleView article={help}>
      <Cards cards={help.topics} />
    </ArticleView>
  );
}

export function ResourcesPage() {
  const { resources } = useContent('company');
  return (
    <ArticleView article={resources}>
      <Cards cards={resources.links} />
    </ArticleView>
  );
}

export function PricingPage() {
  const { pricing } = useContent('company');
  return (
    <div className="mk-container">
      <PageHead title={pricing.title} lead={pricing.lead} />
      <ul className="mk-plans">
        {pricing.plans.map((plan) => (
          <li key={plan.name} className="mk-plan" data-featured={plan.featured ?? false}>
            <h2>{plan.name}</h2>
            <p className="mk-plan__price">
              <strong>{plan.price}</strong> <span>{plan.period}</span>
            </p>
            <p>{plan.summary}</p>
            <ul>
              {plan.features.map((f) => (
                <li key={f}>
                  <Check size={16} aria-hidden="true" /> {f}
                </li>
              ))}
            </ul>
            <Link
              to="/sign-in"
              className={`ui-button ui-button--md ui-button--block ${plan.featured ? 'ui-button--primary' : 'ui-button--secondary'}`}
            >
              {plan.cta}
            </Link>
          </li>
        ))}
      </ul>
      <section className="mk-article__section">
        <h2>{pricing.notesTitle}</h2>
        <ul>
          {pricing.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function FaqsPage() {
  const { faqs } = useContent('company');
  return (
    <div className="mk-container mk-article">
      <PageHead title={faqs.title} lead={faqs.lead} />
      <div className="mk-faqs">
        {faqs.items.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </div>
  );
}

// ---------- Solutions ----------

export function SolutionsPage() {
  const solutions = useContent('solutions');
  return (
    <div className="mk-container">
      <PageHead title={solutions.title} lead={solutions.lead} />
      <Cards cards={Object.entries(solutions.items).map(([slug, s]) => ({ title: s.name, text: s.summary, href: `/solutions/${slug}` }))} />
    </div>
  );
}

export function SolutionPage() {
  const t = useT();
  const { query = '' } = useParams();
  const solution = useContent('solutions').items[query];
  if (!solution) return <NotFoundBlock />;
  return (
    <ArticleView article={solution}>
      <p>
        <Link to={solution.href} className="ui-button ui-button--primary ui-button--lg">
          {t('marketing.openProduct', { name: solution.name })}
        </Link>
      </p>
    </ArticleView>
  );
}
