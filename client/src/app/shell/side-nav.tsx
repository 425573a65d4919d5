// Renders side-menu entries grouped by category with the active one highlighted (spec section 2 Layout);
// used by the rail (icons only while collapsed) and by the desktop list panel (names); an entry with something
// unread shows its count.
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../i18n';
import { activeEntryUrl, groupByCategory, type MenuEntry } from './side-menu';
import './page-messages';

/** The badge shows at most this, then "99+". */
const BADGE_MAX = 99;

export function SideNav({ menu, label, onNavigate }: { menu: readonly MenuEntry[]; label: string; onNavigate?: () => void }) {
  useSignals();
  const t = useT();
  // The rail and the list panel each draw a SideNav: their description ids must differ.
  const ids = useId();
  const { pathname } = useLocation();
  const current = activeEntryUrl(pathname, menu);
  return (
    <nav className="side-nav" aria-label={label}>
      {groupByCategory(menu).map((group) => (
        <div key={group.category} className="side-nav__group">
          <p className="side-nav__category">{t(group.category)}</p>
          <ul>
            {group.entries.map((entry) => {
              const active = entry.url === current;
              const name = t(entry.name);
              const Icon = entry.icon;
              const count = entry.count?.() ?? 0;
              const countId = `${ids}${entry.url}`;
              return (
                <li key={entry.url}>
                  <Link
                    // The count describes the entry without renaming it: the link is still "Mensagens".
                    aria-describedby={count > 0 ? countId : undefined}
                    to={entry.url}
                    className="side-nav__link"
                    aria-current={active ? 'page' : undefined}
                    title={name}
                    onClick={onNavigate}
                    {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <Icon size={20} aria-hidden="true" className="side-nav__icon" />
                    <span className="side-nav__name">{name}</span>
                    {count > 0 ? (
                      <span className="side-nav__badge" aria-hidden="true">
                        {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
                      </span>
                    ) : null}
                  </Link>
                  {count > 0 ? (
                    <span id={countId} className="visually-hidden">
                      {t(entry.countLabel ?? 'shell.unreadCount', { count })}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
