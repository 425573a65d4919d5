// The marketing home page (spec section 2 "/"): what OSB is, its five products, and how to start.
import { LocalLink as Link } from './local-link';
import { ArrowRight } from 'lucide-react';
import { useContent } from './use-content';

export function HomePage() {
  const home = useContent('home');
  return (
    <>
      <section className="mk-hero">
        <div className="mk-container">
          <p className="mk-eyebrow">{home.hero.eyebrow}</p>
          <h1>{home.hero.title}</h1>
          <p className="mk-lead">{home.hero.lead}</p>
          <div className="mk-actions">
            <Link to="/sign-in?mode=sign-up" className="ui-button ui-button--primary ui-button--lg">
              {home.hero.primary}
            </Link>
            <Link to="/solutions" className="ui-button ui-button--secondary ui-button--lg">
              {home.hero.secondary}
            </Link>
          </div>
        </div>
      </section>
      <section className="mk-container mk-block" aria-labelledby="mk-products">
        <h2 id="mk-products">{home.productsTitle}</h2>
        <ul className="mk-cards mk-cards--products">
          {home.products.map((p) => (
            <li key={p.name}>
              <Link to={p.href} className="mk-card">
                <p className="mk-eyebrow">{p.name}</p>
                <h3>{p.title}</h3>
                <p>{p.text}</p>
                <ArrowRight size={18} aria-hidden="true" className="mk-card__arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="mk-band">
        <div className="mk-container mk-block" aria-labelledby="mk-highlights">
          <h2 id="mk-highlights">{home.highlightsTitle}</h2>
          <ul className="mk-grid">
            {home.highlights.map((h) => (
              <li key={h.title}>
                <h3>{h.title}</h3>
                <p>{h.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mk-container mk-block" aria-labelledby="mk-steps">
        <h2 id="mk-steps">{home.stepsTitle}</h2>
        <ol className="mk-steps">
          {home.steps.map((s) => (
            <li key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="mk-container mk-block mk-cta">
        <h2>{home.cta.title}</h2>
        <p>{home.cta.text}</p>
        <Link to="/sign-in" className="ui-button ui-button--primary ui-button--lg">
          {home.cta.button}
        </Link>
      </section>
    </>
  );
}
