import type { Retailer } from '@wine/contract/admin/retailers';
import type { Business } from '@wine/contract/events';
import { centsToPrice } from '@wine/contract/money';
import { toPerson, type PersonRow } from '../accounts/present';
import type { BusinessRow } from './queries';

/** A retailer as the wire shows it, money as numeric strings. Checkout will show it the same way. */
export function toBusiness(row: BusinessRow): Business {
  return {
    _id: row.id,
    name: row.name,
    addressLine1: row.addressLine1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    deliveryFee: centsToPrice(row.deliveryFeeCents),
    freeDeliveryThreshold: row.freeDeliveryThresholdCents === null ? null : centsToPrice(row.freeDeliveryThresholdCents),
  };
}

/** A retailer as the console shows it; the audit log stores it too, so its diffs read like the screen. */
export const toRetailer = (row: BusinessRow, staff: PersonRow[]): Retailer => ({
  ...toBusiness(row),
  deliversToStates: row.deliversToStates,
  staff: staff.map(toPerson),
  createdAt: row.createdAt.toISOString(),
});
