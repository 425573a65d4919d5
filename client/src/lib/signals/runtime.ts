// @preact/signals-react's runtime, with components subscribing to their signals on commit instead of at render
// (decision 052). Every `import … from '@preact/signals-react/runtime'` of the app resolves here
// (build/signals-runtime.ts); this file alone imports the package's own runtime.
//
// Why: the package (3.12.0, the latest) makes each component's tracking effect at render and subscribes it to every
// signal the render reads there and then; it disposes it only when React unsubscribes from the component's store,
// which never happens for a render React throws away (a sibling suspended, a transition overtaken by a sync update,
// React 19's pre-rendering of a suspended tree's siblings). Such an effect stays in the `_targets` of the module
// signals it read (language, the user, the assets), and holds what else it read: the page's model made in that
// render, whose computeds had subscribed in turn (RequestsModel.asset → assetsByCode), whose deps are closures of
// that render, whose scope holds the render's state setters, hence its fibers and their DOM (a detached
// /pay/request form, ~175 nodes, in the session bench). Upstream: preactjs/signals#768, PR #794 (not released).
//
// How: right after the package has opened the component's tracking (its `useSignals`), a component not yet
// committed has its effect's TRACKING flag taken off, so the render's reads are recorded (the effect's sources,
// each with the version read) without linking the effect into any signal (a computed read that way does not
// subscribe to its own sources either). On commit (a layout effect, before paint) the flag goes back, every source
// recorded is subscribed, and if one changed since the render the component renders again at once. A render that
// never commits has linked nothing: its effect, model and fibers are garbage with the fiber. Nothing is ever
// disposed early, so a subtree React commits hidden and shows later subscribes when its layout effects run.
//
// The package's internals are read under their published (mangled) names, fixed by its mangle.json
// (https://github.com/preactjs/signals/blob/main/mangle.json); the version is pinned, and
// lib/signals/__tests__/uncommitted-render.test.tsx fails if they change. Take this out when #794 ships.
import { useEffect, useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { Signal } from '@preact/signals-react';
import { useSignals as upstreamUseSignals, type EffectStore } from '@preact/signals-react/runtime';

export {
  ensureFinalCleanup,
  useComputed,
  useModel,
  useSignal,
  useSignalEffect,
  wrapJsx,
  type EffectStore,
} from '@preact/signals-react/runtime';

type Usage = Parameters<typeof upstreamUseSignals>[0];

/** A dependency link of signals-core (a `Node`): `S` _source, `n` _nextSource, `i` the _version it read. */
interface SourceLink {
  S: { i: number; h(): boolean; S(link: SourceLink): void };
  n: SourceLink | undefined;
  i: number;
}
/** signals-core's `Effect`: `f` _flags, `s` _sources (the first link once its tracking is closed). */
interface TrackingEffect {
  f: number;
  s: SourceLink | undefined;
}

const RUNNING = 1 << 0;
const TRACKING = 1 << 5;

const inBrowser = typeof window !== 'undefined';
const useCommitEffect = inBrowser ? useLayoutEffect : useEffect;

const internals = (store: EffectStore): TrackingEffect => store.effect as unknown as TrackingEffect;

/** The effect has the shape read here (flags, and links whose source subscribes); if not, it is left as it is. */
function knownShape(effect: TrackingEffect): boolean {
  return typeof effect.f === 'number' && (effect.s === undefined || typeof effect.s.S?.S === 'function');
}

/** Subscribes a committed component's effect to what its render read; answers whether any of it changed since. */
function subscribeOnCommit(store: EffectStore): boolean {
  const effect = internals(store);
  if (effect.f & TRACKING) return false;
  // Closed by the package before any layout effect; closed here if not (its own close, which would come anyway).
  if (effect.f & RUNNING) store.f();
  effect.f |= TRACKING;
  for (let link = effect.s; link; link = link.n) link.S.S(link);
  for (let link = effect.s; link; link = link.n) {
    // signals-core's own test (needsToRecompute): a version moved, or a computed that recomputes to a new one.
    if (link.S.i !== link.i || !link.S.h() || link.S.i !== link.i) return true;
  }
  return false;
}

const bump = (n: number): number => n + 1;

/** The package's useSignals, subscribing on commit (see above). */
export function useSignals(usage?: Usage, componentName?: string): EffectStore {
  const store = upstreamUseSignals(usage, componentName);
  const committed = useRef(false);
  const [, rerender] = useReducer(bump, 0);
  if (inBrowser && !committed.current) {
    const effect = internals(store);
    if (knownShape(effect)) effect.f &= ~TRACKING;
  }
  useCommitEffect(() => {
    committed.current = true;
    if (subscribeOnCommit(store)) rerender();
  }, [store]);
  return store;
}

/** The package's name for it (its Babel transform calls this one). */
export const _useSignalsImplementation = useSignals;

/** A signal placed straight in JSX renders through this component (the package's SignalValue, on useSignals above). */
function SignalValue({ data }: { data: { value: unknown } }) {
  const store = useSignals(1);
  try {
    return data.value as ReactNode;
  } finally {
    store.f();
  }
}

Object.defineProperty(Signal.prototype, 'type', { configurable: true, value: SignalValue });
