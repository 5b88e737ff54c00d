import { WINE_ATTRIBUTES } from '@wine/contract/wine-attributes';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueItems } from '../../src/db/schema';
import { toWine } from '../../src/modules/catalogue/present';

describe('a wine attribute', () => {
  it('is a column of the catalogue table, and the wire carries it under its own name', () => {
    const columns = getTableColumns(catalogueItems);
    for (const attribute of WINE_ATTRIBUTES) expect(Object.keys(columns)).toContain(attribute.key);
    const row = Object.fromEntries(Object.keys(columns).map((key) => [key, null]));
    const values = Object.fromEntries(WINE_ATTRIBUTES.map((attribute, index) => [attribute.key, `value ${index}`]));
    const wine = toWine({ ...row, ...values, priceCents: 100, createdAt: new Date(0) } as unknown as Parameters<typeof toWine>[0]);
    for (const [index, attribute] of WINE_ATTRIBUTES.entries()) expect(wine.customData.product[attribute.wireKey]).toBe(`value ${index}`);
  });
});
