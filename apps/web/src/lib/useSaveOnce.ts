import { useEffect, useRef } from 'react';

/**
 * `onSave`, sending at most once until the page answers: the page's `saving` turns on only a moment
 * after its call starts (the mutation reports on a timer), and a second click in between would send
 * the body twice.
 */
export function useSaveOnce<Body>(onSave: (body: Body) => void, saving: boolean, error: unknown): (body: Body) => void {
  const sent = useRef(false);
  useEffect(() => {
    sent.current = false;
  }, [saving, error]);
  return (body) => {
    if (sent.current) return;
    sent.current = true;
    onSave(body);
  };
}
