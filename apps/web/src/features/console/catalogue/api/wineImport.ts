import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WineImportMode, WineImportReport } from '@wine/contract/admin/wine-import';
import { userRequest } from '../../../../lib/userClient';
import { adminWinesQueryKey } from './wines';

export interface WineImportInput {
  file: File;
  dryRun: boolean;
  mode: WineImportMode;
  /** How much of the file has been sent, 0 to 1; at 1 the server is still validating and writing. */
  onProgress: (fraction: number) => void;
}

/** POST /admin/wines/import?dryRun=&mode=, the CSV in the multipart field `file`. */
export function importWines({ file, dryRun, mode, onProgress }: WineImportInput): Promise<WineImportReport> {
  const form = new FormData();
  form.append('file', file);
  return userRequest<WineImportReport>('/admin/wines/import', {
    method: 'POST',
    query: { dryRun: String(dryRun), mode },
    body: form,
    onUploadProgress: onProgress,
  });
}

export function useWineImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importWines,
    onSuccess: (report) => {
      if (report.imported) return queryClient.invalidateQueries({ queryKey: adminWinesQueryKey });
      return undefined;
    },
  });
}
