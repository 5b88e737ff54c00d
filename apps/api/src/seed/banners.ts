import { paths } from '@wine/contract/routes';
import type { Color } from '@wine/contract/catalogue';

export interface DemoBanner {
  slug: string;
  eyebrow: string;
  headline: string;
  subline: string;
  button: string;
  redirectionUrl: string;
  openIn: 'new_window' | 'same_window';
  colors: readonly [Color, Color, Color];
}

/** The home carousel: both openIn values appear so both click behaviours can be seen. */
export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    slug: 'shop-wines', eyebrow: 'Sommlike', headline: 'Wines picked by real sommeliers',
    subline: 'Hundreds of bottles from twenty regions, delivered by local retailers.', button: 'Shop Wines',
    redirectionUrl: paths.shopWines, openIn: 'same_window', colors: ['Red', 'White', 'Rosé'],
  },
  {
    slug: 'meet-the-somms', eyebrow: 'Somms + Experts', headline: 'Follow the people who know wine',
    subline: 'Collections, tasting notes and stories from certified sommeliers.', button: 'Meet them',
    redirectionUrl: paths.sommeliers, openIn: 'new_window', colors: ['White', 'Red', 'Red'],
  },
  {
    slug: 'upcoming-events', eyebrow: 'Events', headline: 'Taste with us this season',
    subline: 'Champagne and oysters, Barolo nights and Andes barbecue near you.', button: 'See events',
    redirectionUrl: paths.eventsUpcoming, openIn: 'same_window', colors: ['Rosé', 'Red', 'White'],
  },
  {
    slug: 'wine-talks', eyebrow: 'Wine Talks', headline: 'Tips and stories from the pros',
    subline: 'Decanting, pairing, reading labels: learn something new every week.', button: 'Read now',
    redirectionUrl: paths.wineTips, openIn: 'new_window', colors: ['Red', 'Rosé', 'White'],
  },
];
