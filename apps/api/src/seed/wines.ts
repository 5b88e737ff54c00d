import { SHOP_TENANT_ID, REGIONS, type Region } from '@wine/contract/constants';
import type { Color } from '@wine/contract/catalogue';
import { newId } from '../lib/ids';
import type { catalogueItems } from '../db/schema';
import { randomFor } from './random';
import type { Pairing } from '@wine/contract/pairings';
import { tastingNotes } from './tasting-notes';
import { pairingsFor } from './wine-pairings';
import { REGION_PROFILES, type RegionProfile, type WineStyle } from './wine-regions';

export type BottleShape = 'bordeaux' | 'burgundy' | 'flute' | 'champagne';

export interface GeneratedWine {
  title: string;
  priceCents: number;
  discountPercent: number | null;
  isActive: boolean;
  producer: string;
  color: Color;
  varietal: string;
  origin: string;
  vintage: string;
  country: string;
  region: Region;
  code: string;
  productType: 'Still' | 'Sparkling';
  method: string | null;
  size: '750 ml' | '1.5 L';
  volumeInMl: 750 | 1500;
  pairings: Pairing[];
  tastingNotes: string;
  shape: BottleShape;
  /** Bottles on hand: most a few dozen, some nearly gone, a few sold out. */
  stock: number;
}

const MIN_CENTS = 900;
const MAX_CENTS = 30_000;
const DISCOUNT_STEPS = [5, 10, 15, 20, 25, 30] as const;

const profileOf = new Map<Region, RegionProfile>(REGION_PROFILES.map((profile) => [profile.region, profile]));

/** The bottle a wine comes in, as producers of that style use it. */
function shapeFor(varietal: string, sparkling: boolean): BottleShape {
  if (sparkling) return 'champagne';
  if (varietal === 'Riesling') return 'flute';
  if (['Pinot Noir', 'Chardonnay', 'Syrah', 'Grenache', 'Nebbiolo', 'Gamay', 'Chenin Blanc'].includes(varietal)) return 'burgundy';
  return 'bordeaux';
}

/** A retailer's shelf: most wines a few dozen bottles, about one in ten down to its last 1-5, one in twenty sold out. */
function bottlesOnHand(rng: ReturnType<typeof randomFor>): number {
  const shelf = rng.weighted([['plenty', 85], ['few', 10], ['none', 5]] as const);
  if (shelf === 'none') return 0;
  return shelf === 'few' ? rng.int(1, 5) : rng.int(12, 60);
}

/** A shop price: whole dollars ending mostly in .99, within the shop's $9 to $300 band. */
function shopPrice(dollars: number, ending: number): number {
  const cents = Math.floor(dollars) * 100 + ending;
  return Math.min(MAX_CENTS, Math.max(MIN_CENTS, cents));
}

/** Cuvées the law ages before release: their newest possible vintage. */
const AGED_CUVEES: Record<string, number> = { 'Gran Reserva': 2017, Reserva: 2019, Riserva: 2019, 'Gran Selezione': 2019 };

function vintageFor(rng: ReturnType<typeof randomFor>, style: WineStyle, cuvee: string | undefined): string {
  if (style.sparkling) return rng.chance(style.nonVintage ?? 0) ? 'NV' : String(rng.int(2010, 2019));
  if (style.color === 'Rosé') return String(rng.int(2022, 2024));
  if (style.color === 'White') return String(rng.int(2017, 2023));
  const newest = Math.min(style.newestVintage ?? 2022, AGED_CUVEES[cuvee ?? ''] ?? 2022);
  return String(newest - Math.floor(rng.next() ** 1.5 * 10));
}

/**
 * The wine at a position of the catalogue. It depends only on the position (and the regions it may
 * come from), so the demo shop and `npm run seed -- --wines N` give the same wines on every run.
 */
export function wineAt(index: number, options: { regions?: readonly Region[] } = {}): GeneratedWine {
  const rng = randomFor(`wine:${index}`);
  const region = options.regions ? rng.pick(options.regions) : REGIONS[index % REGIONS.length]!;
  const profile = profileOf.get(region);
  if (!profile) throw new Error(`no wine profile for region ${region}`);
  const style = rng.weighted(profile.styles.map((s) => [s, s.weight] as const));
  const producer = rng.pick(profile.producers);
  const origin = rng.pick(style.origins);
  const sparkling = style.sparkling ?? false;
  const cuvee = style.cuvees && rng.chance(style.cuveeChance ?? 0) ? rng.pick(style.cuvees) : undefined;
  const vintage = vintageFor(rng, style, cuvee);
  const label = style.title.replace('{origin}', () => origin).replace('{varietal}', () => style.varietal);
  const title = [producer, label, cuvee, vintage].filter(Boolean).join(' ');

  const [low, high] = style.dollars;
  const ending = rng.weighted([[99, 7], [0, 2], [49, 1]] as const);
  const magnum = rng.chance(0.07);
  const dollars = (low + (high - low) * rng.next() ** 2) * (magnum ? 2 : 1);
  const method = style.methods && rng.chance(style.methodChance ?? 0) ? rng.pick(style.methods) : null;

  return {
    title,
    priceCents: shopPrice(dollars, ending),
    discountPercent: rng.chance(0.15) ? rng.pick(DISCOUNT_STEPS) : null,
    isActive: !rng.chance(0.05),
    producer,
    color: style.color,
    varietal: style.varietal,
    origin,
    vintage,
    country: profile.country,
    region,
    code: `SL-${profile.code}-${String(index + 1).padStart(6, '0')}`,
    productType: sparkling ? 'Sparkling' : 'Still',
    method,
    size: magnum ? '1.5 L' : '750 ml',
    volumeInMl: magnum ? 1500 : 750,
    pairings: pairingsFor(style),
    tastingNotes: tastingNotes(rng, { varietal: style.varietal, color: style.color, sparkling, origin, region, vintage, thisYear: new Date().getUTCFullYear() }),
    shape: shapeFor(style.varietal, sparkling),
    // Drawn last, so the wine's other values stay what they were before the shop counted bottles.
    stock: bottlesOnHand(rng),
  };
}

/** The catalogue row of a generated wine, sold by one retailer (and shown at an event when given). */
export function wineRow(
  wine: GeneratedWine,
  links: { businessId: string; iconUrl: string; eventId?: string },
): typeof catalogueItems.$inferInsert {
  return {
    id: newId(),
    tenantId: SHOP_TENANT_ID,
    type: 'PRODUCT',
    title: wine.title,
    name: wine.title,
    priceCents: wine.priceCents,
    iconUrl: links.iconUrl,
    isActive: wine.isActive,
    discountPercent: wine.discountPercent,
    producer: wine.producer,
    color: wine.color,
    varietal: wine.varietal,
    origin: wine.origin,
    vintage: wine.vintage,
    country: wine.country,
    region: wine.region,
    code: wine.code,
    productType: wine.productType,
    method: wine.method,
    size: wine.size,
    volumeInMl: wine.volumeInMl,
    pairings: wine.pairings,
    tastingNotes: wine.tastingNotes,
    businessId: links.businessId,
    eventId: links.eventId ?? null,
    stock: wine.stock,
  };
}
