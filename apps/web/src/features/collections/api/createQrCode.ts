import { useMutation } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { userRequest } from '../../../lib/userClient';

export interface QrCode {
  svg: string;
  url: string;
  collection: Collection;
}

/** POST /qrcodes/ {url}: an SVG QR code of the collection page's public address; `url` may be the page's path. */
export const createQrCode = (url: string) => userRequest<QrCode>('/qrcodes/', { method: 'POST', body: { url } });

export function useCreateQrCode() {
  return useMutation({ mutationFn: createQrCode });
}
