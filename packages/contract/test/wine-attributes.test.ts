import { describe, expect, it } from 'vitest';
import { WINE_IMPORT_COLUMNS } from '../src/admin/wine-import';
import { adminWineCreateBody } from '../src/admin/wines';
import { catalogueQuery, productData } from '../src/catalogue';
import { PAIRING_LABELS, PAIRINGS } from '../src/pairings';
import { attributeText, FACET_ATTRIBUTES, FILTER_ATTRIBUTES, filterParam, INFO_GRID_ATTRIBUTES, VALUES_ATTRIBUTES, WINE_ATTRIBUTES } from '../src/wine-attributes';

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('the wine attributes', () => {
  it('name each attribute once, on the wire and in the CSV, beside the wine\'s own columns', () => {
    expect(distinct(WINE_ATTRIBUTES.map((attribute) => attribute.key))).toBe(true);
    expect(distinct(WINE_ATTRIBUTES.map((attribute) => attribute.wireKey))).toBe(true);
    expect(distinct(WINE_IMPORT_COLUMNS.map((column) => column.name.toLowerCase()))).toBe(true);
    for (const attribute of WINE_ATTRIBUTES) expect(Object.keys(productData.shape)).toContain(attribute.wireKey);
  });

  it('give the info grid and the filter panel one place per row, in order', () => {
    expect(INFO_GRID_ATTRIBUTES.map((attribute) => attribute.infoGrid.label)).toEqual(['Vintage', 'Country', 'Region', 'Varietal', 'Product Type', 'Color', 'Method', 'Pairs with']);
    expect(distinct(INFO_GRID_ATTRIBUTES.map((attribute) => attribute.infoGrid.place))).toBe(true);
    expect(FACET_ATTRIBUTES.map((attribute) => attribute.filter.title)).toEqual(['Colour', 'Region', 'Country', 'Varietal', 'Food pairing']);
    expect(FILTER_ATTRIBUTES.map((attribute) => attribute.filter.title)).toEqual(['Colour', 'Region', 'Country', 'Varietal', 'Vintage', 'Food pairing', 'Producer']);
    expect(distinct(FILTER_ATTRIBUTES.map((attribute) => attribute.filter.place))).toBe(true);
    expect(VALUES_ATTRIBUTES.map((attribute) => attribute.key)).toEqual(['producer']);
  });

  it('map every CSV alias to one of its choices, and label every choice of a tags list', () => {
    for (const attribute of WINE_ATTRIBUTES) {
      if (!('choices' in attribute.value)) continue;
      const choices: readonly string[] = attribute.value.choices;
      if ('aliases' in attribute.value) for (const choice of Object.values(attribute.value.aliases)) expect(choices).toContain(choice);
      if ('labels' in attribute.value) expect(Object.keys(attribute.value.labels)).toEqual(choices);
    }
  });

  it('hold the pairings as their fixed list: wire values, labels for people, shown by their labels', () => {
    expect(PAIRINGS).toEqual(['beef', 'lamb', 'pork', 'poultry', 'fish', 'shellfish', 'vegetarian', 'spicy-food', 'cheese', 'dessert', 'aperitif']);
    expect(PAIRING_LABELS['spicy-food']).toBe('Spicy food');
    const pairings = WINE_ATTRIBUTES.find((attribute) => attribute.key === 'pairings')!;
    expect(attributeText(pairings.value, ['beef', 'spicy-food'])).toBe('Beef, Spicy food');
    expect(attributeText(pairings.value, [])).toBe('');
    expect(productData.shape.pairings.parse(['beef'])).toEqual(['beef']);
    expect(productData.shape.pairings.safeParse(null).success).toBe(false);
  });

  it('judge a console write by each attribute\'s kind: text trimmed and blank as none, choices, vintages, whole numbers, tags', () => {
    const base = { code: 'X-1', title: 'A wine', price: '10.00', businessId: '01930000-0000-7000-8000-0000000000aa', stock: 12 };
    expect(adminWineCreateBody.parse({ ...base, producer: '  Ridge ', origin: '', vintage: 'NV', color: 'Rosé', volumeInMl: 750, pairings: ['cheese', 'beef', 'beef'] })).toMatchObject({
      producer: 'Ridge',
      origin: null,
      vintage: 'NV',
      color: 'Rosé',
      volumeInMl: 750,
      // Each once, in the list's order.
      pairings: ['beef', 'cheese'],
    });
    const refused = adminWineCreateBody.safeParse({ ...base, color: 'Orange', region: 'Atlantis', vintage: '19', volumeInMl: 0.5, producer: 'x'.repeat(121), pairings: ['beef', 'pizza'] });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries((refused.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      color: 'must be Red, White or Rosé',
      region: "must be one of the shop's regions, e.g. Napa Valley",
      vintage: 'must be a year (e.g. 2019) or NV',
      volumeInMl: 'must be a whole number',
      producer: 'must be at most 120 characters',
      'pairings.1': 'must be foods of the list: Beef, Lamb, Pork, Poultry, Fish, Shellfish, Vegetarian, Spicy food, Cheese, Dessert, Aperitif',
    });
  });

  it('let the query language filter by each filter attribute, one value or several', () => {
    for (const attribute of FACET_ATTRIBUTES) {
      const value = attribute.filter.options[0];
      expect(catalogueQuery.parse({ [filterParam(attribute)]: value })).toEqual({ [filterParam(attribute)]: value });
      expect(catalogueQuery.parse({ [`${filterParam(attribute)}[$in]`]: value })).toEqual({ [`${filterParam(attribute)}[$in]`]: [value] });
    }
    expect(catalogueQuery.safeParse({ 'customData.product.color': 'Orange' }).success).toBe(false);
    expect(catalogueQuery.parse({ 'customData.product.pairings[$in]': ['beef', 'spicy-food'] })).toEqual({ 'customData.product.pairings[$in]': ['beef', 'spicy-food'] });
    // The wire values, not the labels.
    expect(catalogueQuery.safeParse({ 'customData.product.pairings': 'Spicy food' }).success).toBe(false);
    expect(catalogueQuery.safeParse({ 'customData.product.origin': 'Oakville' }).success).toBe(false);
    // An open-ended list's values are any stored text, as long as a stored value may be.
    expect(catalogueQuery.parse({ 'customData.product.producer[$in]': ["d'Arenberg", 'Ridge'] })).toEqual({ 'customData.product.producer[$in]': ["d'Arenberg", 'Ridge'] });
    expect(catalogueQuery.safeParse({ 'customData.product.producer': 'x'.repeat(121) }).success).toBe(false);
  });

  it('let the query language ask for a range of vintages within the slider\'s ends, and for NV wines', () => {
    expect(catalogueQuery.parse({ 'customData.product.vintage[$gte]': '2012', 'customData.product.vintage[$lte]': '2018', 'customData.product.vintage[$none]': 'true' })).toEqual({
      'customData.product.vintage[$gte]': 2012,
      'customData.product.vintage[$lte]': 2018,
      'customData.product.vintage[$none]': true,
    });
    const refused = catalogueQuery.safeParse({ 'customData.product.vintage[$gte]': '1969', 'customData.product.vintage[$none]': 'false' });
    expect(refused.error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)).toEqual([
      'customData.product.vintage[$gte]: must be from 1970 to 2030',
      'customData.product.vintage[$none]: must be true (leave it out for no choice)',
    ]);
    expect(catalogueQuery.safeParse({ 'customData.product.vintage': '2012' }).success).toBe(false);
  });
});
