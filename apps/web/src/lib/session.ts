import { useSyncExternalStore } from 'react';
import { LOGOUT_CLEARED_KEYS, StorageKey, TOKEN_COOKIE, TOKEN_LIFETIME_DAYS } from '@wine/contract/constants';
import type { OwnUser } from '@wine/contract/users';
import { deleteCookie, readCookie, writeCookie } from './cookie';
import { readLocal, removeLocal, writeLocal } from './storage';

/** What `user_data` holds (spec 000 §3 client storage: id, tenantId and the saved user). */
export interface StoredUserData {
  id: string;
  tenantId: string;
  user: OwnUser;
}

export interface Session {
  token: string;
  user: OwnUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session | null = readStoredSession();

function readStoredSession(): Session | null {
  const token = readCookie(TOKEN_COOKIE);
  const data = readLocal<StoredUserData>(StorageKey.userData);
  return token && data?.user ? { token, user: data.user } : null;
}

function publish(): void {
  snapshot = readStoredSession();
  listeners.forEach((listener) => listener());
}

export function readSession(): Session | null {
  return snapshot;
}

export function startSession(token: string, user: OwnUser): void {
  writeCookie(TOKEN_COOKIE, token, TOKEN_LIFETIME_DAYS);
  writeLocal(StorageKey.authToken, token);
  writeLocal(StorageKey.accessCode, token);
  storeUser(user);
}

/** Replaces the saved user, e.g. with the result of PATCH /users/{id}. */
export function storeUser(user: OwnUser): void {
  const data: StoredUserData = { id: user.id, tenantId: user.tenantId, user };
  writeLocal(StorageKey.userData, data);
  publish();
}

/** Clears exactly what the spec's log out clears, plus the auth token key and the checkout's choices. */
export function endSession(): void {
  deleteCookie(TOKEN_COOKIE);
  LOGOUT_CLEARED_KEYS.forEach(removeLocal);
  removeLocal(StorageKey.authToken);
  removeLocal(StorageKey.checkoutChoices);
  publish();
}

const refusedListeners = new Set<Listener>();
/** Refused before anyone listened (a call made before the first render): told to the first listener. */
let refusedUnheard = false;

/**
 * Ends a session the server no longer accepts (signed out on another device, a password reset):
 * the stored profile is not the visitor's any more. Listeners say so and drop what was cached.
 */
export function endRefusedSession(): void {
  if (!readCookie(TOKEN_COOKIE) && !snapshot) return;
  endSession();
  refusedUnheard = refusedListeners.size === 0;
  refusedListeners.forEach((listener) => listener());
}

export function onSessionRefused(listener: Listener): () => void {
  refusedListeners.add(listener);
  if (refusedUnheard) {
    refusedUnheard = false;
    listener();
  }
  return () => {
    refusedListeners.delete(listener);
  };
}

// Another tab signing in or out changes this tab's session too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === StorageKey.userData) publish();
});

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession);
}

export const isApprovedSommelier = (user: OwnUser | undefined | null): boolean =>
  user?.activeStatus === 'approved';

/** Admin is the first entry of roles (DESIGN §5, spec 001 §6). */
export const isAdmin = (user: OwnUser | undefined | null): boolean => user?.roles[0] === 'admin';

/** A retailer's staff: first role `retailer`; the server knows which business they work for. */
export const isRetailer = (user: OwnUser | undefined | null): boolean => user?.roles[0] === 'retailer';
