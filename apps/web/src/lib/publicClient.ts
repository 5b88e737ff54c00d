import { Header, PUBLIC_CLIENT_KEY } from '@wine/contract/api';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { sendRequest, type RequestOptions } from './http';
import { readSession } from './session';

/** Anonymous calls: the fixed public bearer, the shop's tenant and, when known, the user id. */
export function publicRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const userId = readSession()?.user.id;
  return sendRequest<T>(path, {
    ...options,
    headers: {
      [Header.authorization]: `Bearer ${PUBLIC_CLIENT_KEY}`,
      [Header.tenantId]: SHOP_TENANT_ID,
      ...(userId ? { [Header.userId]: userId } : {}),
      ...options.headers,
    },
  });
}
