import { REGIONS, type Region } from '@wine/contract/constants';
import { slugify } from '@wine/contract/routes';
import { wineFiltersOf, type WineFilters } from './wineFilters';

/**
 * "Napa-Valley" -> "Napa Valley": the route carries the region with dashes (spec 000 §2.3); a link
 * with the plain name ("Napa%20Valley", decoded by the router) names the same region.
 */
export const regionFromSlug = (name: string): Region | null =>
  REGIONS.find((region) => slugify(region).toLowerCase() === slugify(name).toLowerCase()) ?? null;

/** The filters the address chooses, without a region: the page's own region is the route's. */
export function chosenRegionFilters(search: string): WineFilters {
  const filters = wineFiltersOf(new URLSearchParams(search));
  const { region: _fixed, ...attributes } = filters.attributes;
  return { ...filters, attributes };
}

/** What the region page asks the catalogue for: the chosen filters within the region. */
export const regionWineFilters = (chosen: WineFilters, region: Region): WineFilters => ({ ...chosen, attributes: { ...chosen.attributes, region: [region] } });
