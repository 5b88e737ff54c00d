import { useMutation } from '@tanstack/react-query';
import { userRequest } from './userClient';

/** POST /media/upload/path with the multipart field `file`; answers the stored image's URL path. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const result = await userRequest<{ image_url: string }>('/media/upload/path', { method: 'POST', body: form });
  return result.image_url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
