import { describe, expect, it } from 'vitest';
import { emptyWineFilters, filterQuery, shopViewOf, shopViewParams, wineFiltersOf, wineFiltersParams } from '../src/features/catalogue/wineFilters';

describe("the shop's address", () => {
  it('names the filters it shows and reads them back the same', () => {
    const filters = { attributes: { color: ['Red'], pairings: ['beef', 'cheese'] }, ranges: {}, price: [20, 80] as [number, number], minRating: 4, inStockOnly: true };
    const params = wineFiltersParams(filters);
    expect(params.toString()).toBe('color=Red&pairings=beef&pairings=cheese&minPrice=20&maxPrice=80&minRating=4');
    expect(wineFiltersOf(params)).toEqual(filters);
  });

  it('names nothing for the unfiltered shop', () => {
    expect(wineFiltersParams(emptyWineFilters).toString()).toBe('');
    expect(wineFiltersOf(new URLSearchParams())).toEqual(emptyWineFilters);
  });

  it('leaves out what the panel does not offer, so an old or mistyped link still shows the shop', () => {
    const filters = wineFiltersOf(new URLSearchParams('pairings=beef&pairings=caviar&color=Blue&minRating=9&maxPrice=abc'));
    expect(filters).toEqual({ attributes: { pairings: ['beef'] }, ranges: {}, price: [0, 300], minRating: null, inStockOnly: true });
  });

  it('asks the API for any of the chosen foods and four stars and up', () => {
    const query = filterQuery({ attributes: { pairings: ['fish', 'shellfish'] }, ranges: {}, price: [0, 300], minRating: 4, inStockOnly: true });
    expect(query['customData.product.pairings[$in]']).toEqual(['fish', 'shellfish']);
    expect(query['rating[$gte]']).toBe(4);
  });

  it('names a vintage range and NV, asks the API for them, and leaves the slider\'s ends and the country\'s unknown values out', () => {
    const filters = wineFiltersOf(new URLSearchParams('vintageFrom=2012&vintageTo=2030&vintageNone=true&country=France&country=Narnia'));
    expect(filters.ranges).toEqual({ vintage: { from: 2012, to: 2030, none: true } });
    expect(filters.attributes).toEqual({ country: ['France'] });
    expect(wineFiltersParams(filters).toString()).toBe('country=France&vintageFrom=2012&vintageNone=true');
    const query = filterQuery(filters);
    expect(query['customData.product.vintage[$gte]']).toBe(2012);
    expect(query['customData.product.vintage[$lte]']).toBeUndefined();
    expect(query['customData.product.vintage[$none]']).toBe(true);
    expect(query['customData.product.country[$in]']).toEqual(['France']);
    // The slider's whole width and no NV: no vintage filter at all.
    expect(wineFiltersOf(new URLSearchParams('vintageFrom=1900&vintageTo=2100')).ranges).toEqual({});
  });

  it('keeps "In stock only" on unless the address says off, and asks the API for wines in stock only while on', () => {
    const off = { ...emptyWineFilters, inStockOnly: false };
    expect(wineFiltersParams(off).toString()).toBe('inStock=false');
    expect(wineFiltersOf(new URLSearchParams('inStock=false'))).toEqual(off);
    expect(wineFiltersOf(new URLSearchParams('inStock=true')).inStockOnly).toBe(true);
    expect(wineFiltersOf(new URLSearchParams('inStock=maybe')).inStockOnly).toBe(true);
    expect(filterQuery(emptyWineFilters).inStock).toBe(true);
    expect(filterQuery(off).inStock).toBeUndefined();
  });
});

describe("the shop's order in its address", () => {
  it('names a rating sort and reads it back; by name is the plain address', () => {
    const view = { filters: { ...emptyWineFilters, minRating: 4 }, sort: '-rating' as const };
    expect(shopViewParams(view).toString()).toBe('minRating=4&sort=-rating');
    expect(shopViewOf(shopViewParams(view))).toEqual(view);
    expect(shopViewParams({ filters: emptyWineFilters, sort: 'name' }).toString()).toBe('');
  });

  it('shows the shop by name for a sort it does not offer', () => {
    expect(shopViewOf(new URLSearchParams('sort=-price')).sort).toBe('name');
  });
});
