import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { LIST_LIMIT_MAX, StorageKey } from '@wine/contract/constants';
import type { LikedWine } from '@wine/contract/social';
import { LoginRequiredError } from './http';
import { openLogin } from './loginPrompt';
import { readSession, useSession } from './session';
import { readLocal, writeLocal } from './storage';
import { userRequest } from './userClient';

/**
 * The wine-like state machine of spec 000 §4, shared by every heart (decision 0006).
 *
 * - unliked -> liked after a successful POST /post/action/feed; liked -> unliked after a successful
 *   DELETE /post/action/{actionId}. The `likedWines` cache is updated on success.
 * - A heart shows what the server holds: a failed like leaves the wine unliked and a failed unlike
 *   leaves it liked, and nothing else is shown. The spec's failed like still set the heart, so a like
 *   answered 401 by a session ended elsewhere stayed filled for a visitor now signed out (issue 45,
 *   docs/decisions/0061-what-the-shopper-sees-is-what-is-saved.md); the server answers a repeated like with
 *   the existing one, so an error never means "saved".
 * - A signed-out click opens the login popup.
 *
 * The cache holds the spec's liked-wine records: the wine id (`id`) and its bookmark (`actionId`).
 * It is loaded from GET /post/action/catalogue once per signed-in session (on start and after login).
 */
export interface LikedWineRecord {
  id: string;
  /** null when the server's list gave the wine without its bookmark: the id is asked again on unlike. */
  actionId: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** The token the in-memory cache belongs to; a different session starts from its own storage. */
let ownerToken: string | null = null;
let liked = new Map<string, string | null>();
const pending = new Set<string>();
let loadedForToken: string | null = null;

function syncOwner(): void {
  const token = readSession()?.token ?? null;
  if (token === ownerToken) return;
  ownerToken = token;
  loadedForToken = null;
  pending.clear();
  const stored = token ? readLocal<LikedWineRecord[]>(StorageKey.likedWines) : null;
  liked = new Map((Array.isArray(stored) ? stored : []).map((record) => [record.id, record.actionId]));
}

function publish(): void {
  if (ownerToken) {
    const records: LikedWineRecord[] = [...liked].map(([id, actionId]) => ({ id, actionId }));
    writeLocal(StorageKey.likedWines, records);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const likedWinesQuery = { type: 'BOOKMARK', limit: LIST_LIMIT_MAX, skip: 0 } as const;

/** GET /post/action/catalogue: the signed-in user's liked wines, each with its bookmark. */
export const fetchLikedWines = (signal?: AbortSignal) =>
  userRequest<{ categories: LikedWine[]; total: number }>('/post/action/catalogue', { query: likedWinesQuery, signal });

/** Replaces the cache with the server's list (also used by My Liked after it loads the list). */
export function storeLikedWines(wines: Pick<LikedWine, 'catalogueId' | 'actions'>[]): void {
  syncOwner();
  liked = new Map(wines.map((wine) => [wine.catalogueId, wine.actions[0]?._id ?? null]));
  publish();
}

async function loadLikedWines(token: string): Promise<void> {
  if (loadedForToken === token) return;
  loadedForToken = token;
  try {
    const result = await fetchLikedWines();
    if (readSession()?.token === token) storeLikedWines(result.categories);
  } catch {
    // A failed load keeps the stored cache; the next session retries.
    if (loadedForToken === token) loadedForToken = null;
  }
}

export function isWineLiked(wineId: string): boolean {
  syncOwner();
  return liked.has(wineId);
}

async function likeWine(wineId: string): Promise<void> {
  try {
    const result = await userRequest<{ _id: string; catalogueId: string }>('/post/action/feed', {
      method: 'POST',
      body: { type: 'BOOKMARK', catalogueId: wineId },
    });
    liked.set(wineId, result._id);
  } catch (error) {
    if (error instanceof LoginRequiredError) openLogin();
    // Not saved: the heart stays empty.
    return;
  }
  publish();
}

async function unlikeWine(wineId: string): Promise<boolean> {
  let actionId = liked.get(wineId) ?? null;
  if (!actionId) {
    // The bookmark id is unknown (a like answered without status 1): ask the server for it.
    const result = await fetchLikedWines().catch(() => null);
    actionId = result?.categories.find((wine) => wine.catalogueId === wineId)?.actions[0]?._id ?? null;
    if (result && !actionId) {
      liked.delete(wineId);
      publish();
      return true;
    }
  }
  if (!actionId) return false;
  try {
    await userRequest(`/post/action/${encodeURIComponent(actionId)}`, { method: 'DELETE' });
  } catch (error) {
    if (error instanceof LoginRequiredError) openLogin();
    // Status not 1: the wine stays liked and nothing is shown (spec 000 §4).
    return false;
  }
  liked.delete(wineId);
  publish();
  return true;
}

export interface WineLike {
  liked: boolean;
  /** A create or delete is on its way: the heart ignores clicks until it answers. */
  busy: boolean;
  toggle: () => void;
}

/**
 * One wine's heart. `onUnliked` runs after a successful unlike (My Liked removes the card then).
 */
export function useWineLike(wineId: string, onUnliked?: (wineId: string) => void): WineLike {
  const session = useSession();
  const token = session?.token ?? null;
  const isLiked = useSyncExternalStore(subscribe, () => isWineLiked(wineId));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (token) void loadLikedWines(token);
  }, [token]);

  const toggle = useCallback(() => {
    if (!readSession()) {
      openLogin();
      return;
    }
    if (pending.has(wineId)) return;
    pending.add(wineId);
    setBusy(true);
    const wasLiked = isWineLiked(wineId);
    const action = wasLiked ? unlikeWine(wineId) : likeWine(wineId).then(() => false);
    void action.then((unliked) => {
      pending.delete(wineId);
      setBusy(false);
      if (unliked) onUnliked?.(wineId);
    });
  }, [wineId, onUnliked]);

  return { liked: isLiked, busy, toggle };
}
