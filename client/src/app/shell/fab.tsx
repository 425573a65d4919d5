// The floating action button (spec section 2 Layout): opens an overlay of the actions registered for this path
// (app/shell/fab-actions.ts); each action opens its component in the global modal. No actions, no button; the frame
// hides it beside a message composer (area-layout.css, [data-composer]).
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Plus, X } from 'lucide-react';
import { openModal } from '../../state/modal';
import { useT } from '../../i18n';
import { fabActionsFor, type FabAction } from './fab-actions';
import './shell-messages';

export function Fab() {
  useSignals();
  const t = useT();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const actions = fabActionsFor(pathname);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (actions.length === 0) return null;

  const run = (action: FabAction) => {
    setOpen(false);
    const { Component } = action;
    openModal(<Component />, { label: t(action.label) });
  };

  return (
    <div className="fab" data-open={open}>
      {open ? <div className="fab__overlay" onClick={() => setOpen(false)} aria-hidden="true" /> : null}
      {open ? (
        <ul className="fab__actions" id="fab-actions">
          {actions.map((action) => {
            const Icon = action.icon;
            return (
              <li key={action.id}>
                <button type="button" className="fab__action" onClick={() => run(action)}>
                  <span className="fab__action-label">{t(action.label)}</span>
                  <span className="fab__action-icon">
                    <Icon size={20} aria-hidden="true" />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <button
        type="button"
        className="fab__button"
        aria-label={t(open ? 'shell.fab.close' : 'shell.fab.open')}
        aria-expanded={open}
        aria-controls={open ? 'fab-actions' : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X size={24} aria-hidden="true" /> : <Plus size={24} aria-hidden="true" />}
      </button>
    </div>
  );
}
