// A render React throws away (a sibling suspends, a transition is overtaken) must leave nothing subscribed: the
// tracking effect @preact/signals-react makes at render is only ever disposed on unmount, so a subscription made
// before commit kept the effect, every signal it read, the model made in that render and, through the model's
// closures, the thrown-away fibers and DOM for the session (decision 052). Counted here through `watched` /
// `unwatched`, the signals' own hooks for "someone subscribes" / "nobody does any more".
import { Activity, lazy, Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computed, createModel, signal, type Signal } from '@preact/signals-react';
import { useModel, useSignals } from '@preact/signals-react/runtime';

/** A module signal whose subscribers are counted (what a leaked effect would stay in). */
function counted<T>(value: T): { s: Signal<T>; subscribed: () => boolean } {
  let on = false;
  const s = signal(value, {
    watched: () => {
      on = true;
    },
    unwatched: () => {
      on = false;
    },
  });
  return { s, subscribed: () => on };
}

/** Nothing ever resolves it: its siblings are rendered and thrown away. */
const Never = lazy(() => new Promise<never>(() => {}));

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('a render that is never committed', () => {
  it('leaves no subscription to a module signal, nor to the module computed a model reads', async () => {
    const language = counted('pt');
    const assets = counted(['OSBT', 'USDT']);
    const byCode = computed(() => new Set(assets.s.value));
    // A page's model as the pay pages make them: a computed over a module computed, deps made in the render.
    const PageModel = createModel((deps: { find(code: string): string | undefined }) => {
      const code = signal('OSBT');
      return { code, asset: computed(() => deps.find(code.value)) };
    });
    let renders = 0;
    let disposed = 0;
    function Page() {
      useSignals();
      renders++;
      const [n] = useState(0);
      const model = useModel(() => {
        const m = new PageModel({ find: (c) => (byCode.value.has(c) ? `${c}${n}` : undefined) });
        const dispose = m[Symbol.dispose];
        m[Symbol.dispose] = () => {
          disposed++;
          dispose();
        };
        return m;
      });
      return (
        <p>
          {language.s.value} {model.asset.value}
        </p>
      );
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
        <Never />
      </Suspense>,
    );
    await settle();
    expect(screen.getByText('loading')).toBeTruthy();
    // React did render the page (and threw it away with its suspended sibling).
    expect(renders).toBeGreaterThan(0);
    expect(disposed).toBe(0);
    expect(language.subscribed()).toBe(false);
    expect(assets.subscribed()).toBe(false);
  });

  it('leaves no subscription from a signal rendered straight into JSX', async () => {
    const count = counted(3);
    render(
      <Suspense fallback={<p>loading</p>}>
        <p>{count.s}</p>
        <Never />
      </Suspense>,
    );
    await settle();
    expect(screen.getByText('loading')).toBeTruthy();
    expect(count.subscribed()).toBe(false);
  });
});

describe('a render that is committed', () => {
  it('subscribes on commit and follows its signals', async () => {
    const language = counted('pt');
    function Label() {
      useSignals();
      return <p>{language.s.value}</p>;
    }
    render(<Label />);
    await settle();
    expect(language.subscribed()).toBe(true);
    act(() => {
      language.s.value = 'en';
    });
    expect(screen.getByText('en')).toBeTruthy();
  });

  it('catches up on a change made between its render and its commit', async () => {
    const language = counted('pt');
    function Label() {
      useSignals();
      return <p>{language.s.value}</p>;
    }
    // Rendered after the label in the same pass: the label's render saw 'pt', its commit comes after 'en'.
    function Writer() {
      language.s.value = 'en';
      return null;
    }
    render(
      <>
        <Label />
        <Writer />
      </>,
    );
    await settle();
    expect(screen.getByText('en')).toBeTruthy();
    expect(language.subscribed()).toBe(true);
  });

  it('unsubscribes on unmount', async () => {
    const language = counted('pt');
    function Label() {
      useSignals();
      return <p>{language.s.value}</p>;
    }
    const { unmount } = render(<Label />);
    await settle();
    expect(language.subscribed()).toBe(true);
    unmount();
    expect(language.subscribed()).toBe(false);
  });

  it('committed hidden, follows its signals once shown (nothing is disposed before it shows)', async () => {
    const language = counted('pt');
    function Label() {
      useSignals();
      return <p>{language.s.value}</p>;
    }
    function Host({ shown }: { shown: boolean }) {
      return (
        <Activity mode={shown ? 'visible' : 'hidden'}>
          <Label />
        </Activity>
      );
    }
    const { rerender } = render(<Host shown={false} />);
    await settle();
    act(() => {
      language.s.value = 'en';
    });
    rerender(<Host shown />);
    await settle();
    expect(screen.getByText('en')).toBeTruthy();
    act(() => {
      language.s.value = 'es';
    });
    expect(screen.getByText('es')).toBeTruthy();
  });
});
