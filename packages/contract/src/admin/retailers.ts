// The console's retailers and their staff (issue 9).

import { z } from 'zod';
import { id } from '../envelope';
import { business } from '../events';
import { email } from '../fields';
import { isNoShipState, NO_SHIP_STATES, US_STATES } from '../states';
import { amount, count, person } from './shared';

const usState = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => US_STATES.includes(value), 'must be a US state code, like NY');

export const retailerBody = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120, 'Name can be at most 120 characters'),
    addressLine1: z.string().trim().min(1, 'Address is required').max(200),
    city: z.string().trim().min(1, 'City is required').max(100),
    state: usState,
    zip: z.string().trim().regex(/^\d{5}$/, 'Zip code must be 5 digits'),
    deliveryFee: amount('Delivery fee'),
    freeDeliveryThreshold: amount('Free-delivery threshold').nullable(),
    deliversToStates: z
      .array(usState)
      .max(US_STATES.length)
      .refine((states) => new Set(states).size === states.length, 'A state is listed twice')
      .refine(
        (states) => !states.some(isNoShipState),
        `The shop does not deliver to ${NO_SHIP_STATES.join(', ')}`,
      ),
  })
  .strict();
export type RetailerBody = z.input<typeof retailerBody>;

export const retailer = business.extend({
  deliversToStates: z.array(z.string()),
  /** Users with the retailer role who work for it. */
  staff: z.array(person),
  createdAt: z.string(),
});
export type Retailer = z.infer<typeof retailer>;
export const retailerList = z.object({ retailers: z.array(retailer), total: count });
export const retailerStaffBody = z.object({ email }).strict();
export const retailerStaffParams = z.object({ id, userId: id });
