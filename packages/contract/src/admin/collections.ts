// The console's collection flags (issue 9, slice B).

import { collection } from '../catalogue';
import { updateCollectionBody } from '../curation';

export const COLLECTION_FLAGS = ['isSommlikePicks', 'isTrending', 'isByMoment', 'isByTerroir'] as const;
export type CollectionFlag = (typeof COLLECTION_FLAGS)[number];

/** PATCH /admin/collections/{id}/flags: the home page flags, the same body part as PATCH /catalogue/{id}. */
export const collectionFlagsBody = updateCollectionBody.shape.customData
  .unwrap()
  .refine((flags) => Object.keys(flags).length > 0, 'Send at least one flag');
export const adminCollection = collection;
