import { ErrorCode } from '@wine/contract/errors';
import type { ZipResult } from '@wine/contract/geo';
import zipcodes from 'zipcodes';
import { AppError } from '../../lib/errors';

/** City and state of a US zip code, from the offline dataset shipped with the `zipcodes` package. */
export function lookupZip(zip: string): ZipResult {
  const found = zipcodes.lookup(zip);
  // The dataset also holds Canadian postal codes; the shop delivers in the US only.
  if (!found || found.country !== 'US') throw new AppError(ErrorCode.NOT_FOUND, 'Invalid zip code.');
  return { zip: found.zip, city: found.city, state: found.state, country: 'US', latitude: found.latitude, longitude: found.longitude };
}
