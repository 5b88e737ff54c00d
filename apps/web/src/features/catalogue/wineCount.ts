import { plural } from '../../lib/format';

/** A wine list's size for people: "1 wine", "24 wines", "12,345 wines" (the API's total is exact, issue 28). */
export const wineCount = (total: number) => plural(total, 'wine');
