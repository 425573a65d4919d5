// A step of a multi-step flow (a review before money moves, a composer's second step) that browser Back leaves:
// entering it pushes a history entry (?step=<name> in the URL, or history state for a dialog that has no URL of
// its own), Back pops it and the flow returns to the previous step with what was typed. A step the flow did not
// enter itself (a reload, Forward into a finished review) is dropped rather than shown with stale data.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const STATE_KEY = 'flowStep';

export interface FlowStep {
  /** Whether the history entry says the step is open. */
  active: boolean;
  /** Opens the step: a new history entry. */
  enter(): void;
  /** Leaves it the way Back does (the in-page Back button). */
  leave(): void;
  /** Leaves it for good (done, closed) without `onLeave`: Back does not return into it. */
  drop(): void;
}

function stepOf(state: unknown): string | null {
  if (state && typeof state === 'object' && STATE_KEY in state) {
    const value = (state as Record<string, unknown>)[STATE_KEY];
    return typeof value === 'string' ? value : null;
  }
  return null;
}

/** `onLeave` runs when history leaves the step (Back); `via` says where the step is kept. */
export function useFlowStep(name: string, onLeave: () => void, via: 'search' | 'state' = 'search'): FlowStep {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const active = via === 'search' ? search.get('step') === name : stepOf(location.state) === name;
  const entered = useRef(false);
  const wasActive = useRef(active);
  const leave = useRef(onLeave);
  leave.current = onLeave;

  const without = (): { search: string; hash: string } => {
    const next = new URLSearchParams(location.search);
    next.delete('step');
    const text = next.toString();
    return { search: text ? `?${text}` : '', hash: location.hash };
  };
  const plainState = (): unknown => {
    if (!location.state || typeof location.state !== 'object') return location.state ?? null;
    const rest: Record<string, unknown> = { ...(location.state as Record<string, unknown>) };
    delete rest[STATE_KEY];
    return rest;
  };

  useEffect(() => {
    const before = wasActive.current;
    wasActive.current = active;
    if (before && !active) {
      entered.current = false;
      leave.current();
    } else if (active && !entered.current) {
      // Not opened by this flow: a reload or Forward would show a review of values that are gone.
      if (via === 'search') void navigate({ ...without() }, { replace: true, state: plainState() });
      else void navigate({ search: location.search, hash: location.hash }, { replace: true, state: plainState() });
    }
    // Only a change of the entry matters here; the helpers read the current location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  return {
    active,
    enter() {
      if (active) return;
      entered.current = true;
      if (via === 'search') {
        const next = new URLSearchParams(location.search);
        next.set('step', name);
        void navigate(
          { search: `?${next.toString()}`, hash: location.hash },
          { state: { ...(plainState() as object), [STATE_KEY]: name } },
        );
      } else {
        void navigate({ search: location.search, hash: location.hash }, { state: { ...(plainState() as object), [STATE_KEY]: name } });
      }
    },
    leave() {
      if (!active) return;
      if (entered.current) void navigate(-1);
      else void navigate({ ...without() }, { replace: true, state: plainState() });
    },
    drop() {
      if (!active) return;
      const ours = entered.current;
      entered.current = false;
      wasActive.current = false;
      if (via === 'search') void navigate({ ...without() }, { replace: true, state: plainState() });
      // A dialog's step has no page of its own: its entry goes, so Back after it closes leaves the page.
      else if (ours) void navigate(-1);
      else void navigate({ search: location.search, hash: location.hash }, { replace: true, state: plainState() });
    },
  };
}
