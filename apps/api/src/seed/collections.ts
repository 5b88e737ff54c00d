import type { Region } from '@wine/contract/constants';
import type { Color } from '@wine/contract/catalogue';

/** Which wines a collection draws from. */
export interface WineFilter {
  regions?: readonly Region[];
  colors?: readonly Color[];
  varietals?: readonly string[];
  sparkling?: boolean;
  minDollars?: number;
  maxDollars?: number;
}

export type CollectionFlag = 'isSommlikePicks' | 'isTrending' | 'isByMoment' | 'isByTerroir';

export interface DemoCollection {
  title: string;
  description: string;
  /** 'admin' or a sommelier's email. */
  owner: string;
  flag?: CollectionFlag;
  filter: WineFilter;
  size: number;
}

const reds: readonly Color[] = ['Red'];
const whites: readonly Color[] = ['White'];

/** Home page rows: the picks, trending, by moment and by terroir, curated by the shop's sommeliers. */
export const CURATED_COLLECTIONS: readonly DemoCollection[] = [
  { flag: 'isSommlikePicks', owner: 'admin', title: 'Sommlike Picks', description: 'The bottles our sommeliers keep reaching for this month, across every colour and price.', filter: { minDollars: 15, maxDollars: 120 }, size: 12 },

  { flag: 'isTrending', owner: 'marco@sommlike.test', title: 'Crowd-Pleasing Reds Under $30', description: 'Juicy, food-friendly reds that please a table without emptying a wallet.', filter: { colors: reds, maxDollars: 30 }, size: 10 },
  { flag: 'isTrending', owner: 'kenji@sommlike.test', title: 'Bubbles for Every Day', description: 'Champagne, Crémant and new-world sparklers: no occasion required.', filter: { sparkling: true }, size: 8 },
  { flag: 'isTrending', owner: 'james@sommlike.test', title: 'Cellar-Worthy Splurges', description: 'Wines built to age ten years or more, for the day you want to be glad you waited.', filter: { colors: reds, minDollars: 90 }, size: 8 },
  { flag: 'isTrending', owner: 'sofia@sommlike.test', title: 'Rosé All Year', description: 'Dry, pale and refreshing pinks from Provence-style to Rioja Rosado.', filter: { colors: ['Rosé'] }, size: 8 },
  { flag: 'isTrending', owner: 'aisha@sommlike.test', title: 'Crisp Whites Under $25', description: 'Bright, zesty whites to keep in the fridge door.', filter: { colors: whites, maxDollars: 25 }, size: 10 },

  { flag: 'isByMoment', owner: 'claire@sommlike.test', title: 'Date Night', description: 'Silky Pinot Noir, a little Champagne and one bottle to linger over.', filter: { varietals: ['Pinot Noir', 'Nebbiolo', 'Chardonnay'], minDollars: 30 }, size: 8 },
  { flag: 'isByMoment', owner: 'marco@sommlike.test', title: 'Weeknight Pasta', description: 'Bright, savoury Italian and Spanish reds for tomato sauce and a Tuesday.', filter: { varietals: ['Sangiovese', 'Barbera', 'Tempranillo', 'Grenache', 'Nebbiolo'], maxDollars: 35 }, size: 8 },
  { flag: 'isByMoment', owner: 'diego@sommlike.test', title: 'Summer Barbecue', description: 'Bold Malbec, Zinfandel and Syrah that stand up to smoke and char.', filter: { varietals: ['Malbec', 'Zinfandel', 'Syrah'], colors: reds }, size: 10 },
  { flag: 'isByMoment', owner: 'kenji@sommlike.test', title: 'Celebration Bubbles', description: 'Corks worth popping for birthdays, promotions and Fridays.', filter: { sparkling: true, minDollars: 25 }, size: 8 },
  { flag: 'isByMoment', owner: 'james@sommlike.test', title: 'Cozy Fireside Reds', description: 'Deep, warming reds for cold evenings and slow braises.', filter: { varietals: ['Cabernet Sauvignon', 'Syrah', 'Nebbiolo', 'Merlot'], minDollars: 30 }, size: 8 },
  { flag: 'isByMoment', owner: 'hannah@sommlike.test', title: 'Sushi & Seafood', description: 'High-acid whites and dry bubbles for raw bars and grilled fish.', filter: { varietals: ['Riesling', 'Sauvignon Blanc', 'Chenin Blanc', 'Pinot Grigio'], colors: whites }, size: 10 },
  { flag: 'isByMoment', owner: 'aisha@sommlike.test', title: 'Thanksgiving Table', description: 'Versatile bottles that get along with turkey, cranberry and every side dish.', filter: { varietals: ['Pinot Noir', 'Gamay', 'Zinfandel', 'Riesling', 'Chardonnay'] }, size: 10 },
  { flag: 'isByMoment', owner: 'sofia@sommlike.test', title: 'Picnic in the Park', description: 'Light, chillable wines that travel well in a basket.', filter: { colors: ['Rosé', 'White'], maxDollars: 30 }, size: 8 },

  { flag: 'isByTerroir', owner: 'james@sommlike.test', title: 'Left Bank, Right Bank', description: 'Gravelly Médoc Cabernet against clay-rich Saint-Émilion and Pomerol Merlot.', filter: { regions: ['Bordeaux'], colors: reds }, size: 8 },
  { flag: 'isByTerroir', owner: 'hannah@sommlike.test', title: 'Slate and Steep Slopes', description: 'Mosel Riesling from blue slate vineyards so steep they are worked by hand.', filter: { regions: ['Mosel'], varietals: ['Riesling'] }, size: 6 },
  { flag: 'isByTerroir', owner: 'claire@sommlike.test', title: "Burgundy's Côte d'Or", description: 'Village by village, the Pinot Noir and Chardonnay of the golden slope.', filter: { regions: ['Burgundy'] }, size: 8 },
  { flag: 'isByTerroir', owner: 'diego@sommlike.test', title: 'High Altitude Andes', description: 'Vineyards at up to 1,500 metres, where cold nights keep the fruit fresh.', filter: { regions: ['Mendoza', 'Patagonia', 'Valle de Colchagua'] }, size: 10 },
  { flag: 'isByTerroir', owner: 'aisha@sommlike.test', title: 'Pacific Northwest', description: 'Cool-climate Oregon Pinot and sun-drenched Walla Walla Syrah.', filter: { regions: ['Oregon', 'Willamette Valley', 'Walla Walla'] }, size: 10 },
];

/** Each approved sommelier's own collections, drawn from the regions they love. */
export const SOMMELIER_COLLECTIONS: readonly DemoCollection[] = [
  { owner: 'claire@sommlike.test', title: 'Claire’s Burgundy Bench', description: 'The Burgundies I open for friends: honest village wines and a few treasures.', filter: { regions: ['Burgundy', 'Beaujolais'] }, size: 8 },
  { owner: 'claire@sommlike.test', title: 'Loire Surprises', description: 'Chenin and Sauvignon that taste of chalk, flint and river air.', filter: { regions: ['Loire'] }, size: 7 },
  { owner: 'marco@sommlike.test', title: 'Nebbiolo Night', description: 'Roses and tar: Barolo, Barbaresco and Langhe Nebbiolo.', filter: { varietals: ['Nebbiolo'] }, size: 8 },
  { owner: 'marco@sommlike.test', title: 'Italian Value Hunt', description: 'Tuscan and Piedmontese reds that drink well above their price.', filter: { regions: ['Tuscany', 'Piedmont'], maxDollars: 40 }, size: 8 },
  { owner: 'marco@sommlike.test', title: 'Super Tuscans', description: 'Cabernet and Merlot grown on the Tuscan coast.', filter: { regions: ['Tuscany'], varietals: ['Cabernet Sauvignon', 'Merlot'] }, size: 6 },
  { owner: 'aisha@sommlike.test', title: 'Sonoma Small Growers', description: 'Family-run Sonoma wineries I visit every harvest.', filter: { regions: ['Sonoma'] }, size: 8 },
  { owner: 'aisha@sommlike.test', title: 'Wine 101 Tasting Flight', description: 'One bottle of each classic grape: the flight I pour in my first class.', filter: { varietals: ['Cabernet Sauvignon', 'Pinot Noir', 'Chardonnay', 'Sauvignon Blanc', 'Riesling', 'Syrah', 'Merlot'], maxDollars: 45 }, size: 10 },
  { owner: 'diego@sommlike.test', title: 'Malbec Masterclass', description: 'From Luján de Cuyo to Río Negro: how altitude changes Malbec.', filter: { varietals: ['Malbec'] }, size: 8 },
  { owner: 'diego@sommlike.test', title: 'Ceviche Whites', description: 'Zesty whites and rosés for Miami afternoons.', filter: { regions: ['Valle de Colchagua', 'Patagonia', 'Mendoza'], colors: ['White', 'Rosé'] }, size: 6 },
  { owner: 'hannah@sommlike.test', title: 'Riesling, Every Sweetness', description: 'Trocken to Auslese: the full range of the world’s greatest white grape.', filter: { varietals: ['Riesling'] }, size: 9 },
  { owner: 'hannah@sommlike.test', title: 'Willamette Pinot Tour', description: 'A hill-by-hill tour of Oregon’s Pinot Noir country.', filter: { regions: ['Willamette Valley', 'Oregon'], varietals: ['Pinot Noir'] }, size: 8 },
  { owner: 'james@sommlike.test', title: 'Claret for the Cellar', description: 'Bordeaux to buy by the case and forget for a decade.', filter: { regions: ['Bordeaux'], minDollars: 40 }, size: 8 },
  { owner: 'james@sommlike.test', title: 'Napa Cabernet Benchmarks', description: 'The Napa Cabernets I use to calibrate my palate.', filter: { regions: ['Napa Valley'], varietals: ['Cabernet Sauvignon'] }, size: 7 },
  { owner: 'james@sommlike.test', title: 'Drink-Now Bordeaux', description: 'Mature, affordable claret ready tonight.', filter: { regions: ['Bordeaux'], maxDollars: 60 }, size: 6 },
  { owner: 'sofia@sommlike.test', title: 'Tempranillo Trail', description: 'Rioja and Ribera del Duero, Crianza to Gran Reserva.', filter: { varietals: ['Tempranillo'] }, size: 9 },
  { owner: 'sofia@sommlike.test', title: 'Tapas Night', description: 'Garnacha, rosado and friends for small plates and long evenings.', filter: { regions: ['Rioja', 'Ribera del Duero'], maxDollars: 35 }, size: 8 },
  { owner: 'kenji@sommlike.test', title: 'Grower Champagne Primer', description: 'Small farmers, big flavours: Champagnes from the people who grow the grapes.', filter: { regions: ['Champagne'] }, size: 8 },
  { owner: 'kenji@sommlike.test', title: 'Walla Walla Syrah', description: 'Savoury, peppery Syrah from the cobblestones of the Rocks District.', filter: { regions: ['Walla Walla'] }, size: 7 },
];
