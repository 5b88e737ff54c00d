import { CATALOGUE_TOTAL_CAP } from '@wine/contract/constants';

/** A wine list's size for people: "1 wine", "24 wines", or "1,000+ wines" at the API's cap, which counts no further. */
export const wineCount = (total: number) =>
  total >= CATALOGUE_TOTAL_CAP ? `${CATALOGUE_TOTAL_CAP.toLocaleString('en-US')}+ wines` : `${total} ${total === 1 ? 'wine' : 'wines'}`;
