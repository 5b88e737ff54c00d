import type { SavedAddress } from '@wine/contract/addresses';

/**
 * A saved address as GET /users/{id} answers it, written from its parts the way the API writes it
 * (the full address and the name joined from them). Shared by the API's and the web's tests, so
 * both build the wire shape one way.
 */
export function savedAddress(parts: {
  _id: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  firstName: string;
  lastName: string;
  contactNumber: string;
}): SavedAddress {
  const { _id, street, city, state, zip, latitude, longitude, firstName, lastName, contactNumber } = parts;
  return {
    _id,
    address: {
      addressLine1: street,
      addressLine2: null,
      fullAddress: `${street}, ${city}, ${state} ${zip}`,
      zip,
      city,
      state,
      country: 'US',
      latitude,
      longitude,
      customData: { firstName, lastName, name: `${firstName} ${lastName}` },
    },
    contactDetails: { contactNumber },
  };
}
