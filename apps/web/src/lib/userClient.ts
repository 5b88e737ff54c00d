import { Header } from '@wine/contract/api';
import { SHOP_TENANT_ID, StorageKey, TOKEN_COOKIE } from '@wine/contract/constants';
import { readCookie } from './cookie';
import { ApiError, LoginRequiredError, sendRequest, type RequestOptions } from './http';
import { endRefusedSession, type StoredUserData } from './session';
import { readLocal } from './storage';

/**
 * Signed-in calls: token from the cookie, tenant and user id from the stored user data. A 401 to
 * a call that carried the token means the server refused the token: the session is over.
 */
export async function userRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readCookie(TOKEN_COOKIE);
  if (!token) throw new LoginRequiredError();
  const data = readLocal<StoredUserData>(StorageKey.userData);
  try {
    return await sendRequest<T>(path, {
      ...options,
      headers: {
        [Header.authorization]: `Bearer ${token}`,
        [Header.tenantId]: data?.tenantId ?? SHOP_TENANT_ID,
        ...(data?.id ? { [Header.userId]: data.id } : {}),
        ...options.headers,
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401) endRefusedSession();
    throw error;
  }
}
