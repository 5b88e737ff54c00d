import type { Region } from '@wine/contract/constants';
import type { RetailerKey } from './retailers';
import type { Theme } from './images/scenes';

export interface DemoEvent {
  slug: string;
  title: string;
  description: string;
  retailer: RetailerKey;
  /** Days after the seeding day, at 7 pm New York time, so the event stays upcoming. */
  daysAhead: number;
  addressLine1: string;
  bookingUrl: string | null;
  /** Emails of the presenting sommeliers, in order; the first curates the event's collection. */
  sommeliers: readonly string[];
  wineRegions: readonly Region[];
  collection: { title: string; description: string };
  theme: Theme;
}

export const WINES_PER_EVENT = 6;

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    slug: 'grower-champagne-and-oysters',
    title: 'Grower Champagne & Oysters Night',
    description:
      'Six grower Champagnes poured side by side with Hudson Valley oysters. Kenji and Claire walk you through Blanc de Blancs, Blanc de Noirs and rosé, and why the village on the label matters more than the house name.',
    retailer: 'hudson',
    daysAhead: 12,
    addressLine1: '412 Warren Street, Hudson, NY 12534',
    bookingUrl: 'https://tickets.example.com/sommlike/grower-champagne-oysters',
    sommeliers: ['kenji@sommlike.test', 'claire@sommlike.test', 'hannah@sommlike.test'],
    wineRegions: ['Champagne'],
    collection: { title: 'Oyster Night Champagnes', description: 'The six grower Champagnes we pour at Oyster Night, from chalky Blanc de Blancs to a saignée rosé.' },
    theme: 'White',
  },
  {
    slug: 'barolo-and-beyond',
    title: 'Barolo and Beyond: A Piedmont Evening',
    description:
      'A seated tasting of Nebbiolo from Barolo, Barbaresco and the Langhe, with fresh tajarin and aged cheeses. Marco and James compare vintages and villages and share how to cellar these wines.',
    retailer: 'goldengate',
    daysAhead: 26,
    addressLine1: '1850 Union Street, San Francisco, CA 94123',
    bookingUrl: 'https://tickets.example.com/sommlike/barolo-and-beyond',
    sommeliers: ['marco@sommlike.test', 'james@sommlike.test'],
    wineRegions: ['Barolo', 'Piedmont'],
    collection: { title: 'A Piedmont Evening', description: 'The Barolo, Barbaresco and Langhe wines of our Piedmont evening, in the order we pour them.' },
    theme: 'Red',
  },
  {
    slug: 'andes-to-austin',
    title: 'Andes to Austin: Malbec & Barbecue',
    description:
      'Texas barbecue meets the wines of the Andes. Diego, Sofia and Aisha pour high-altitude Malbec, Patagonian Pinot Noir and Chilean Cabernet next to brisket and smoked ribs. Walk-ins welcome.',
    retailer: 'lonestar',
    daysAhead: 40,
    addressLine1: '2301 South Congress Avenue, Austin, TX 78704',
    bookingUrl: null,
    sommeliers: ['diego@sommlike.test', 'sofia@sommlike.test', 'aisha@sommlike.test'],
    wineRegions: ['Mendoza', 'Patagonia', 'Valle de Colchagua'],
    collection: { title: 'Andes to Austin Pours', description: 'Malbec, Pinot Noir and Cabernet from Mendoza, Patagonia and Colchagua, picked to stand up to smoke.' },
    theme: 'Red',
  },
];

/** 23:00 UTC (an evening in New York) `days` after `now`: relative to the seeding day so it stays upcoming. */
export const eventStart = (now: Date, days: number): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 23, 0, 0));
