/** US states as the shop uses them: sales tax rates and where it does not deliver. */

/**
 * State-level sales tax rates, in thousandths of a percent (7250 = 7.25%), by USPS state code.
 * Source: Tax Foundation, "State and Local Sales Tax Rates, 2025" (state rates; Utah and Virginia
 * include their statewide mandatory local add-ons). Local (county and city) rates are not applied.
 */
export const SALES_TAX_RATES: Readonly<Record<string, number>> = {
  AL: 4000, AK: 0, AZ: 5600, AR: 6500, CA: 7250, CO: 2900, CT: 6350, DE: 0, DC: 6000, FL: 6000,
  GA: 4000, HI: 4000, ID: 6000, IL: 6250, IN: 7000, IA: 6000, KS: 6500, KY: 6000, LA: 5000, ME: 5500,
  MD: 6000, MA: 6250, MI: 6000, MN: 6875, MS: 7000, MO: 4225, MT: 0, NE: 5500, NV: 6850, NH: 0,
  NJ: 6625, NM: 4875, NY: 4000, NC: 4750, ND: 5000, OH: 5750, OK: 4500, OR: 0, PA: 6000, RI: 7000,
  SC: 6000, SD: 4200, TN: 7000, TX: 6250, UT: 6100, VT: 6000, VA: 5300, WA: 6500, WV: 6000, WI: 5000,
  WY: 4000,
};

/** The FAQ's states the shop does not deliver to (spec 001 §5). */
export const NO_SHIP_STATES = ['AL', 'AR', 'IL', 'KY', 'LA', 'MI', 'MS', 'MO', 'SD', 'UT'] as const;

/** Every state (and DC) by USPS code, in alphabetical order. */
export const US_STATES = Object.keys(SALES_TAX_RATES).sort();

export const isNoShipState = (state: string) => (NO_SHIP_STATES as readonly string[]).includes(state.toUpperCase());
