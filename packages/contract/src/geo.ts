import { z } from 'zod';

export const zipParams = z.object({ zip: z.string().regex(/^\d{5}$/, 'Invalid zip code.') });

/** GET /geo/zip/{zip}: city and state of a US zip code from the offline dataset. */
export const zipResult = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.literal('US'),
  latitude: z.number(),
  longitude: z.number(),
});
export type ZipResult = z.infer<typeof zipResult>;
