import { z } from 'zod';
import { STREET_MIN_LENGTH, ZIP_LENGTH } from './constants';
import { id } from './envelope';
import { contactNumber, personName } from './fields';
import { zipResult } from './geo';

export const BILLING_ADDRESSES_SHOWN = 3;
export const ADDRESSES_MAX = 20;

/**
 * One saved address as the app sends it (spec 001 §3, §5). City, state, country and coordinates
 * are filled by the server from the zip, whatever the client sends for them.
 */
export const addressInput = z.object({
  _id: id.optional(),
  address: z.object({
    addressLine1: z
      .string()
      .trim()
      .min(STREET_MIN_LENGTH, `Street address must be at least ${STREET_MIN_LENGTH} characters`)
      .max(200),
    addressLine2: z.string().trim().max(200).optional(),
    zip: z.string().trim().regex(new RegExp(`^\\d{${ZIP_LENGTH}}$`), 'Invalid zip code.'),
    city: z.string().max(100).optional(),
    state: z.string().max(100).optional(),
    country: z.string().max(100).optional(),
    fullAddress: z.string().max(400).optional(),
    latitude: z.number().optional(),
    longitude: z.number().optional(),
    customData: z.object({
      firstName: personName('First name'),
      lastName: personName('Last name'),
      name: z.string().max(130).optional(),
    }),
  }),
  contactDetails: z.object({ contactNumber }),
});
export type AddressInput = z.input<typeof addressInput>;

export const addressList = z.array(addressInput).max(ADDRESSES_MAX);

/** A saved address as the API answers it. */
export const savedAddress = z.object({
  _id: id,
  address: z.object({
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    fullAddress: z.string(),
    ...zipResult.shape,
    customData: z.object({ firstName: z.string(), lastName: z.string(), name: z.string() }),
  }),
  contactDetails: z.object({ contactNumber: z.string() }),
});
export type SavedAddress = z.infer<typeof savedAddress>;
