import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@wine/contract/errors';
import { Timing } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { ApiError } from '../../../lib/http';
import { completeCard } from '../api/completeCard';

/** The route state of the page that sent the shopper to add a card (the checkout), kept across the provider's redirect. */
const RETURN_STATE_KEY = 'add_card_return_state';

export function rememberReturnState(state: unknown): void {
  if (state !== null && state !== undefined) sessionStorage.setItem(RETURN_STATE_KEY, JSON.stringify(state));
}

export function recallReturnState(current: unknown): unknown {
  if (current !== null && current !== undefined) return current;
  const stored = sessionStorage.getItem(RETURN_STATE_KEY);
  try {
    return stored ? (JSON.parse(stored) as unknown) : null;
  } catch {
    return null;
  }
}

export type CompletionPhase = 'processing' | 'success' | 'failure';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Finishes a card add on the server's word: asks `complete` until it answers status 1 (saved) or a
 * failure, waiting Timing.cardListWait between tries and giving up after Timing.cardCompleteWait.
 */
export async function waitForCard(userId: string, txnId: string, isCancelled: () => boolean): Promise<boolean> {
  const deadline = Date.now() + Timing.cardCompleteWait;
  for (;;) {
    try {
      await completeCard(userId, txnId);
      return true;
    } catch (error) {
      const stillPending = error instanceof ApiError && error.errorCode === ErrorCode.PAYMENT_REQUIRES_ACTION;
      if (!stillPending || Date.now() + Timing.cardListWait > deadline || isCancelled()) return false;
    }
    await sleep(Timing.cardListWait);
  }
}

/**
 * The completion screens' state: processing while `run` works, then success or failure, and after
 * Timing.cardRedirect the shopper goes back to /my-cart with the route state they came with.
 */
export function useCardCompletion(run: (() => Promise<boolean>) | null, returnState: unknown): CompletionPhase {
  const [phase, setPhase] = useState<CompletionPhase>('processing');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (!run || started.current) return;
    started.current = true;
    run()
      .catch(() => false)
      .then((ok) => {
        if (ok) void Promise.all([queryClient.invalidateQueries({ queryKey: ['cards'] }), queryClient.invalidateQueries({ queryKey: ['checkout', 'cards'] })]);
        setPhase(ok ? 'success' : 'failure');
      });
  }, [run, queryClient]);

  useEffect(() => {
    if (phase === 'processing') return;
    const timer = setTimeout(() => {
      sessionStorage.removeItem(RETURN_STATE_KEY);
      navigate(paths.myCart, { replace: true, state: returnState });
    }, Timing.cardRedirect);
    return () => clearTimeout(timer);
  }, [phase, navigate, returnState]);

  return phase;
}
