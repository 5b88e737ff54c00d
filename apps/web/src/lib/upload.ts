import type { ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_MAX_BYTES } from '@wine/contract/constants';
import { Text } from '@wine/contract/texts';
import { userRequest } from './userClient';

/** POST /media/upload/path with the multipart field `file`; answers the stored image's URL path. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const result = await userRequest<{ image_url: string }>('/media/upload/path', { method: 'POST', body: form });
  return result.image_url;
}

/**
 * A file input's change handler that uploads the chosen image at once and hands over its URL.
 * A file that is not an image, too large, or fails to upload gets the spec's alert "Something went
 * wrong" (spec 000 §8).
 */
export function useImageFileUpload(onUploaded: (url: string) => void) {
  const upload = useMutation({ mutationFn: uploadImage });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > UPLOAD_MAX_BYTES) {
      window.alert(Text.uploadFailed);
      return;
    }
    upload.mutate(file, { onSuccess: onUploaded, onError: () => window.alert(Text.uploadFailed) });
  };
  return { onFile, isPending: upload.isPending };
}
