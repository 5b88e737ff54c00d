import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@wine/contract/errors';
import { Timing } from '@wine/contract/constants';
import type { SavedCard } from '@wine/contract/cards';
import { ApiError } from '../../../lib/http';
import { savedCardsRoot } from '../../../lib/cards';
import { addCard } from '../api/addCard';
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

/** The route state of the add-card link on /payment/pay/{id}: the new card comes back to paying that order. */
export interface PayOrderReturn {
  payOrderId: string;
}

export function payOrderReturnOf(state: unknown): string | null {
  const candidate = state && typeof state === 'object' ? (state as Partial<PayOrderReturn>).payOrderId : undefined;
  return typeof candidate === 'string' && candidate !== '' ? candidate : null;
}

/** The route state back on /payment/pay/{id}: the card just added, to be chosen. */
export interface PayOrderCardState {
  cardId: string;
}

export type CompletionPhase = 'processing' | 'success' | 'failure';

/** Where the shopper goes once the completion screen has shown its result. */
export interface CompletionTarget {
  to: string;
  state: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stillPending = (error: unknown) => error instanceof ApiError && error.errorCode === ErrorCode.PAYMENT_REQUIRES_ACTION;

/**
 * Finishes a card add on the server's word: asks `complete` until it answers status 1 (saved) or a
 * failure, waiting Timing.cardListWait between tries and giving up after Timing.cardCompleteWait.
 * The first ask goes at once: when the provider has already answered, the card is saved without waiting.
 */
export async function waitForCard(userId: string, txnId: string): Promise<SavedCard | null> {
  const deadline = Date.now() + Timing.cardCompleteWait;
  for (;;) {
    try {
      return (await completeCard(userId, txnId)).card;
    } catch (error) {
      if (!stillPending(error) || Date.now() + Timing.cardListWait > deadline) return null;
    }
    await sleep(Timing.cardListWait);
  }
}

/**
 * The card-confirm return (spec 001 §2.16, §4): the card is added from the provider's payment
 * (sourceId, checked against its verificationToken); while the provider has not confirmed it yet,
 * completion is asked again until Timing.cardCompleteWait.
 */
export async function addCardAfterRedirect(userId: string, sourceId: string, verificationToken: string, businessId: string | null): Promise<SavedCard | null> {
  try {
    return (await addCard(userId, { sourceId, verificationToken, businessId })).card;
  } catch (error) {
    return stillPending(error) ? waitForCard(userId, sourceId) : null;
  }
}

/**
 * The completion screens' state: processing while `run` works, then success or failure, and after
 * Timing.cardRedirect the shopper goes where `targetOf` says for the card (null on failure).
 */
export function useCardCompletion(run: (() => Promise<SavedCard | null>) | null, targetOf: (card: SavedCard | null) => CompletionTarget): CompletionPhase {
  const [outcome, setOutcome] = useState<{ card: SavedCard | null } | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const target = useRef(targetOf);
  useEffect(() => {
    target.current = targetOf;
  });

  useEffect(() => {
    if (!run || started.current) return;
    started.current = true;
    run()
      .catch(() => null)
      .then((card) => {
        if (card) void queryClient.invalidateQueries({ queryKey: savedCardsRoot });
        setOutcome({ card });
      });
  }, [run, queryClient]);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => {
      sessionStorage.removeItem(RETURN_STATE_KEY);
      const { to, state } = target.current(outcome.card);
      navigate(to, { replace: true, state });
    }, Timing.cardRedirect);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (!outcome) return 'processing';
  return outcome.card ? 'success' : 'failure';
}
