import type { AddressInput } from '@wine/contract/addresses';
import type { addresses } from '../../db/schema';
import { newId } from '../../lib/ids';
import { badRequest } from '../../lib/errors';
import { lookupZip } from '../geo/service';

export type AddressKind = 'delivery' | 'billing';

/**
 * Rows for a replaced address list. City, state and coordinates come from the zip, never from
 * the client; an unknown zip is refused with the form's own words.
 */
export function addressRows(
  userId: string,
  kind: AddressKind,
  list: AddressInput[],
  field: string,
  ownIds: ReadonlySet<string>,
): (typeof addresses.$inferInsert)[] {
  const kept = new Set<string>();
  return list.map((entry, position) => {
    // An address sent back with its id keeps it, so a checkout holding that id stays valid.
    const id = entry._id && ownIds.has(entry._id) && !kept.has(entry._id) ? entry._id : newId();
    kept.add(id);
    const zip = entry.address.zip.trim();
    let place;
    try {
      place = lookupZip(zip);
    } catch {
      throw badRequest(`${field}.${position}.address.zip: Invalid zip code.`);
    }
    return {
      id,
      userId,
      kind,
      position,
      firstName: entry.address.customData.firstName,
      lastName: entry.address.customData.lastName,
      contactNumber: entry.contactDetails.contactNumber,
      addressLine1: entry.address.addressLine1,
      addressLine2: entry.address.addressLine2 || null,
      zip,
      city: place.city,
      state: place.state,
      latitude: place.latitude,
      longitude: place.longitude,
    };
  });
}
