// The Search dialog (a lazy chunk; spec sections 5 and 8): usernames as you type (lowercased; empty ignored), Enter
// to search and remember it, recent searches while idle (12 shown, clearable), 'Search to connect globally!' when
// idle and 'Profile not found!' for no match.
import { useEffect, useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { History, Search } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CountryFlag } from '../../../components/ui/country-flag';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useT } from '../../../i18n';
import { closeModal } from '../../../state/modal';
import {
  clearRecent,
  lastRequested,
  query,
  recentSearches,
  remember,
  resetSearch,
  results,
  search,
  searchError,
  searched,
  setQuery,
  status,
} from '../models/search';
import { normalizeSearch } from '../models/validation';
import { displayNameOf, profileHref } from './author-line';
import './social-messages';
import './social.css';
import './compose-messages';

/** Ours: typing pauses this long before the search runs. */
const TYPING_PAUSE_MS = 300;

export default function SearchDialog() {
  useSignals();
  const t = useT();
  const inputId = useId();
  const text = query.value;

  useEffect(() => resetSearch, []);

  // As-you-type searches are not remembered; Enter and opening a result are.
  useEffect(() => {
    const normalized = normalizeSearch(text);
    if (normalized === null || normalized === lastRequested()) return;
    const timer = setTimeout(() => void search(normalized, { record: false }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(query.peek());
  };

  const idle = normalizeSearch(text) === null;
  const recent = recentSearches.value;

  return (
    <div className="sc-search">
      <h2>{t('socialCompose.search')}</h2>
      <form role="search" className="sc-search__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('socialCompose.searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder={t('socialCompose.searchPlaceholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Button type="submit" aria-label={t('socialCompose.search')}>
          <Search size={18} aria-hidden="true" />
        </Button>
      </form>

      {idle ? (
        <>
          {recent.length > 0 ? (
            <section className="sc-recent" aria-label={t('socialCompose.recentSearches')}>
              <header>
                <h3>{t('socialCompose.recentSearches')}</h3>
                <Button variant="ghost" size="sm" onClick={clearRecent}>
                  {t('socialCompose.clearRecent')}
                </Button>
              </header>
              <ul>
                {recent.map((item) => (
                  <li key={item}>
                    <button type="button" className="sc-recent__item" onClick={() => void search(item)}>
                      <History size={14} aria-hidden="true" />
                      {item}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <EmptyState message={t('social.searchIdle')} icon={<Search size={32} />} />
        </>
      ) : null}

      {!idle && status.value === 'loading' && results.value.length === 0 ? <Spinner /> : null}
      {!idle && status.value === 'error' ? (
        <p role="alert" className="sc-alert">
          {searchError.value}
        </p>
      ) : null}
      {!idle && status.value !== 'idle' && searched.value !== '' && results.value.length === 0 && status.value === 'done' ? (
        <EmptyState message={t('social.profileNotFound')} />
      ) : null}
      {!idle && results.value.length > 0 ? (
        <ul className="sc-results" aria-label={t('socialCompose.results')}>
          {results.value.map((profile) => (
            <li key={profile.uid}>
              <Link
                to={profileHref(profile.userName)}
                className="sc-results__item"
                onClick={() => {
                  remember(searched.peek() || profile.userName);
                  closeModal();
                }}
              >
                <Avatar uid={profile.uid} userName={profile.userName} size={36} />
                <span className="sc-results__who">
                  <span className="sc-results__line">
                    <span className="sc-results__name">{displayNameOf(profile) ?? `@${profile.userName}`}</span>
                    {profile.isVerified ? <VerifiedBadge size={15} /> : null}
                    <CountryFlag code={profile.country} />
                  </span>
                  {displayNameOf(profile) ? <span className="sc-results__handle">@{profile.userName}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
