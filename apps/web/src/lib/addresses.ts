import type { AddressInput, SavedAddress } from '@wine/contract/addresses';
import { useQuery } from '@tanstack/react-query';
import { ZIP_LENGTH } from '@wine/contract/constants';
import type { ZipResult } from '@wine/contract/geo';
import { publicRequest } from './publicClient';

/** Which list of the user record: delivery (`savedAddress`) or billing (`billingAddress`). */
export type AddressKind = 'savedAddress' | 'billingAddress';

/** A saved entry as it is sent back when the whole list is saved again (spec 001 §7). */
export function toAddressInput(saved: SavedAddress): AddressInput {
  const { address, contactDetails } = saved;
  return {
    _id: saved._id,
    address: {
      addressLine1: address.addressLine1,
      ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
      zip: address.zip,
      customData: { firstName: address.customData.firstName, lastName: address.customData.lastName },
    },
    contactDetails: { contactNumber: contactDetails.contactNumber },
  };
}

/** GET /geo/zip/{zip}: city and state from the offline zip dataset; an unknown zip is a 404. */
export const lookupZip = (zip: string): Promise<ZipResult> => publicRequest<ZipResult>(`/geo/zip/${encodeURIComponent(zip)}`);

export const isCompleteZip = (zip: string): boolean => new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(zip);

/** Looks a zip up as soon as it has its 5 digits; the dataset never changes, so answers are kept. */
export function useZipLookup(zip: string) {
  return useQuery({
    queryKey: ['geo', 'zip', zip],
    queryFn: () => lookupZip(zip),
    enabled: isCompleteZip(zip),
    staleTime: Infinity,
    retry: false,
  });
}
