import { Header } from '@wine/contract/api';
import { SHOP_TENANT_ID, StorageKey, TOKEN_COOKIE } from '@wine/contract/constants';
import { readCookie } from './cookie';
import { LoginRequiredError, sendRequest, type RequestOptions } from './http';
import type { StoredUserData } from './session';
import { readLocal } from './storage';

/** Signed-in calls: token from the cookie, tenant and user id from the stored user data. */
export function userRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readCookie(TOKEN_COOKIE);
  if (!token) return Promise.reject(new LoginRequiredError());
  const data = readLocal<StoredUserData>(StorageKey.userData);
  return sendRequest<T>(path, {
    ...options,
    headers: {
      [Header.authorization]: `Bearer ${token}`,
      [Header.tenantId]: data?.tenantId ?? SHOP_TENANT_ID,
      ...(data?.id ? { [Header.userId]: data.id } : {}),
      ...options.headers,
    },
  });
}
