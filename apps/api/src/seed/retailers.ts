import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { isNoShipState, US_STATES } from '@wine/contract/states';
import { newId } from '../lib/ids';
import type { businesses } from '../db/schema';

const SHIPPABLE = US_STATES.filter((state) => !isNoShipState(state));

/** The demo's retailers; each ships to every state the shop's policy allows. */
export const RETAILERS = [
  { key: 'hudson', name: 'Hudson Valley Wine Merchants', addressLine1: '412 Warren Street', city: 'Hudson', state: 'NY', zip: '12534', deliveryFeeCents: 999, freeDeliveryThresholdCents: 15_000 },
  { key: 'goldengate', name: 'Golden Gate Cellars', addressLine1: '1850 Union Street', city: 'San Francisco', state: 'CA', zip: '94123', deliveryFeeCents: 1299, freeDeliveryThresholdCents: 20_000 },
  { key: 'lonestar', name: 'Lone Star Vintners', addressLine1: '2301 South Congress Avenue', city: 'Austin', state: 'TX', zip: '78704', deliveryFeeCents: 899, freeDeliveryThresholdCents: 12_500 },
] as const;

export type RetailerKey = (typeof RETAILERS)[number]['key'];

export const retailerRows = (): (typeof businesses.$inferInsert & { key: RetailerKey })[] =>
  RETAILERS.map((retailer) => ({ ...retailer, id: newId(), tenantId: SHOP_TENANT_ID, deliversToStates: [...SHIPPABLE] }));
