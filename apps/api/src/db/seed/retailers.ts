import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { newId } from '../../lib/ids';
import type { businesses } from '../schema';

/** The FAQ's policy: no shipping to these states (spec 001 §5). */
export const NO_SHIP_STATES = ['AL', 'AR', 'IL', 'KY', 'LA', 'MI', 'MS', 'MO', 'SD', 'UT'] as const;

const US_STATES = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS', 'KY', 'LA', 'MA', 'MD',
  'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV', 'NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD',
  'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
] as const;

const SHIPPABLE = US_STATES.filter((state) => !(NO_SHIP_STATES as readonly string[]).includes(state));

/** The demo's retailers; each ships to every state the shop's policy allows. */
export const RETAILERS = [
  { key: 'hudson', name: 'Hudson Valley Wine Merchants', addressLine1: '412 Warren Street', city: 'Hudson', state: 'NY', zip: '12534', deliveryFeeCents: 999, freeDeliveryThresholdCents: 15_000 },
  { key: 'goldengate', name: 'Golden Gate Cellars', addressLine1: '1850 Union Street', city: 'San Francisco', state: 'CA', zip: '94123', deliveryFeeCents: 1299, freeDeliveryThresholdCents: 20_000 },
  { key: 'lonestar', name: 'Lone Star Vintners', addressLine1: '2301 South Congress Avenue', city: 'Austin', state: 'TX', zip: '78704', deliveryFeeCents: 899, freeDeliveryThresholdCents: 12_500 },
] as const;

export type RetailerKey = (typeof RETAILERS)[number]['key'];

export const retailerRows = (): (typeof businesses.$inferInsert & { key: RetailerKey })[] =>
  RETAILERS.map((retailer) => ({ ...retailer, id: newId(), tenantId: SHOP_TENANT_ID, deliversToStates: [...SHIPPABLE] }));
