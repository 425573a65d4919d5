// Loads a page's data once on mount: the data, the error message, and a way to retry or replace it.
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api/errors';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  reload: () => void;
  set: (next: T) => void;
}

export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => {
        if (!live) return;
        setData(value);
        setError(null);
      },
      (failure: unknown) => {
        if (live) setError(errorMessage(failure));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a module function per page; only a retry loads again.
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, reload, set: setData };
}
