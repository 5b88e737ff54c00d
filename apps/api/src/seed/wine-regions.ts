import type { Region } from '@wine/contract/constants';
import type { Color } from '@wine/contract/catalogue';

/**
 * One kind of wine a region makes: its grape, colour, sub-areas and price band. Titles come from
 * `title` with `{origin}` and `{varietal}` filled in, so each region reads the way its labels do
 * (Bordeaux by appellation, Napa by grape, Champagne by cuvée).
 */
export interface WineStyle {
  varietal: string;
  color: Color;
  origins: readonly string[];
  title: string;
  dollars: readonly [number, number];
  weight: number;
  cuvees?: readonly string[];
  cuveeChance?: number;
  sparkling?: boolean;
  methods?: readonly string[];
  methodChance?: number;
  /** Chance of a non-vintage bottling (Champagne and other sparkling wines). */
  nonVintage?: number;
  /** Newest vintage on sale, for reds released years after harvest (Barolo). */
  newestVintage?: number;
}

export interface RegionProfile {
  region: Region;
  country: string;
  /** Three letters in the wine's code (SKU). */
  code: string;
  producers: readonly string[];
  styles: readonly WineStyle[];
}

const traditional = { sparkling: true, methods: ['Traditional Method'], methodChance: 1 } as const;
const barrel = { methods: ['Barrel Fermented'], methodChance: 0.3 } as const;
const rosePress = { methods: ['Direct Press', 'Saignée'], methodChance: 0.3 } as const;

/**
 * Gamay and Barbera are not among the shop filter's 15 varietals, but Beaujolais and Piedmont
 * without them would not look like a real shop; those wines are still found by region and colour.
 */
export const REGION_PROFILES: readonly RegionProfile[] = [
  {
    region: 'Mendoza', country: 'Argentina', code: 'MZA',
    producers: ['Bodega Alta Cordillera', 'Finca La Escondida', 'Bodega Santa Julieta', 'Viñas del Tupungato', 'Bodega Cruz del Sur'],
    styles: [
      { varietal: 'Malbec', color: 'Red', origins: ['Luján de Cuyo', 'Valle de Uco', 'Gualtallary', 'Maipú'], title: '{origin} {varietal}', dollars: [12, 85], weight: 5, cuvees: ['Reserva', 'Gran Reserva', 'Old Vines', 'Single Vineyard'], cuveeChance: 0.4 },
      { varietal: 'Cabernet Sauvignon', color: 'Red', origins: ['Luján de Cuyo', 'Valle de Uco'], title: '{origin} {varietal}', dollars: [15, 70], weight: 2, cuvees: ['Reserva'], cuveeChance: 0.3 },
      { varietal: 'Chardonnay', color: 'White', origins: ['Tupungato', 'Valle de Uco'], title: '{origin} {varietal}', dollars: [12, 45], weight: 2, ...barrel },
      { varietal: 'Malbec', color: 'Rosé', origins: ['Valle de Uco'], title: 'Rosé of {varietal}', dollars: [10, 20], weight: 1, ...rosePress },
    ],
  },
  {
    region: 'Patagonia', country: 'Argentina', code: 'PAT',
    producers: ['Bodega Meseta Fría', 'Finca Río Limay', 'Bodega Viento Sur', 'Estancia Los Alerces', 'Bodega Barda Roja'],
    styles: [
      { varietal: 'Pinot Noir', color: 'Red', origins: ['Río Negro', 'Neuquén', 'Chubut'], title: '{origin} {varietal}', dollars: [16, 60], weight: 4 },
      { varietal: 'Malbec', color: 'Red', origins: ['Río Negro', 'San Patricio del Chañar'], title: '{origin} {varietal}', dollars: [14, 55], weight: 3, cuvees: ['Old Vines', 'Reserva'], cuveeChance: 0.4 },
      { varietal: 'Merlot', color: 'Red', origins: ['Neuquén'], title: '{origin} {varietal}', dollars: [13, 35], weight: 1 },
      { varietal: 'Sauvignon Blanc', color: 'White', origins: ['Neuquén', 'Chubut'], title: '{origin} {varietal}', dollars: [12, 28], weight: 2 },
      { varietal: 'Pinot Noir', color: 'Rosé', origins: ['Río Negro'], title: 'Rosé of {varietal}', dollars: [11, 22], weight: 1 },
    ],
  },
  {
    region: 'Valle de Colchagua', country: 'Chile', code: 'COL',
    producers: ['Viña Los Robles Altos', 'Viña Santa Amalia', 'Viña Cerro Apalta', 'Viña Tres Esteros', 'Casa Lolol'],
    styles: [
      { varietal: 'Cabernet Sauvignon', color: 'Red', origins: ['Apalta', 'Marchigüe', 'Santa Cruz'], title: '{origin} {varietal}', dollars: [12, 90], weight: 4, cuvees: ['Gran Reserva', 'Reserva Especial'], cuveeChance: 0.4 },
      { varietal: 'Syrah', color: 'Red', origins: ['Apalta', 'Marchigüe'], title: '{origin} {varietal}', dollars: [13, 45], weight: 2 },
      { varietal: 'Merlot', color: 'Red', origins: ['Santa Cruz', 'Peralillo'], title: '{origin} {varietal}', dollars: [10, 28], weight: 1 },
      { varietal: 'Malbec', color: 'Red', origins: ['Apalta'], title: '{origin} {varietal}', dollars: [14, 40], weight: 1 },
      { varietal: 'Sauvignon Blanc', color: 'White', origins: ['Lolol', 'Paredones'], title: '{origin} {varietal}', dollars: [9, 22], weight: 2 },
      { varietal: 'Chardonnay', color: 'White', origins: ['Lolol'], title: '{origin} {varietal}', dollars: [11, 26], weight: 1 },
      { varietal: 'Syrah', color: 'Rosé', origins: ['Marchigüe'], title: 'Rosé of {varietal}', dollars: [10, 18], weight: 1 },
    ],
  },
  {
    region: 'Beaujolais', country: 'France', code: 'BEA',
    producers: ['Domaine Charvet-Lamy', 'Château des Quatre Vents', 'Maison Dufour-Bellecour', 'Domaine du Clos Sabot', 'Domaine des Grands Pins'],
    styles: [
      { varietal: 'Gamay', color: 'Red', origins: ['Morgon', 'Fleurie', 'Moulin-à-Vent', 'Brouilly', 'Juliénas', 'Beaujolais-Villages'], title: '{origin}', dollars: [13, 45], weight: 5, cuvees: ['Vieilles Vignes', 'Côte du Py', 'La Madone'], cuveeChance: 0.3, methods: ['Carbonic Maceration', 'Semi-Carbonic Maceration'], methodChance: 0.4 },
      { varietal: 'Chardonnay', color: 'White', origins: ['Beaujolais Blanc', 'Beaujolais-Villages Blanc'], title: '{origin}', dollars: [13, 28], weight: 1 },
      { varietal: 'Gamay', color: 'Rosé', origins: ['Beaujolais Rosé'], title: '{origin}', dollars: [11, 18], weight: 1 },
    ],
  },
  {
    region: 'Bordeaux', country: 'France', code: 'BOR',
    producers: ['Château Belair-Lussac', 'Château La Croix de Gaël', 'Château Haut-Verdier', 'Château Marsan-Lafleur', 'Château Les Ormes de Pessan', 'Clos du Vieux Moulin'],
    styles: [
      { varietal: 'Cabernet Sauvignon', color: 'Red', origins: ['Pauillac', 'Margaux', 'Saint-Julien', 'Saint-Estèphe', 'Haut-Médoc'], title: '{origin}', dollars: [28, 300], weight: 4, cuvees: ['Grand Vin', 'Second Vin'], cuveeChance: 0.25 },
      { varietal: 'Merlot', color: 'Red', origins: ['Saint-Émilion Grand Cru', 'Pomerol', 'Bordeaux Supérieur', 'Fronsac'], title: '{origin}', dollars: [18, 280], weight: 4 },
      { varietal: 'Sauvignon Blanc', color: 'White', origins: ['Entre-Deux-Mers', 'Pessac-Léognan', 'Graves'], title: '{origin} Blanc', dollars: [14, 75], weight: 2, ...barrel },
      { varietal: 'Merlot', color: 'Rosé', origins: ['Bordeaux Rosé', 'Bordeaux Clairet'], title: '{origin}', dollars: [12, 20], weight: 1, ...rosePress },
    ],
  },
  {
    region: 'Burgundy', country: 'France', code: 'BUR',
    producers: ['Domaine Morel-Carillon', 'Domaine Bellenot Père et Fils', 'Maison Aubertin', 'Domaine Garnier-Lavaux', 'Domaine Rémond-Ferrand', 'Domaine du Clos Saint-Vivant'],
    styles: [
      { varietal: 'Pinot Noir', color: 'Red', origins: ['Gevrey-Chambertin', 'Chambolle-Musigny', 'Volnay', 'Pommard', 'Nuits-Saint-Georges', 'Bourgogne Rouge', 'Mercurey'], title: '{origin}', dollars: [24, 300], weight: 5, cuvees: ['Vieilles Vignes', 'Premier Cru', 'Cuvée Réservée', 'Les Charmes'], cuveeChance: 0.4 },
      { varietal: 'Chardonnay', color: 'White', origins: ['Meursault', 'Puligny-Montrachet', 'Chablis', 'Chablis Premier Cru', 'Pouilly-Fuissé', 'Bourgogne Blanc'], title: '{origin}', dollars: [22, 260], weight: 5, cuvees: ['Vieilles Vignes', 'Les Perrières', 'Clos des Ormes'], cuveeChance: 0.3, ...barrel },
      { varietal: 'Chardonnay', color: 'White', origins: ['Crémant de Bourgogne'], title: '{origin} Brut', dollars: [18, 32], weight: 1, nonVintage: 0.7, ...traditional },
    ],
  },
  {
    region: 'Champagne', country: 'France', code: 'CHA',
    producers: ['Champagne Lemoine-Vautrin', 'Champagne Henriot-Delmas', 'Champagne Vautier & Fils', 'Champagne Bérard-Laurent', 'Champagne Marquis de Sorval'],
    styles: [
      { varietal: 'Chardonnay', color: 'White', origins: ['Côte des Blancs', 'Avize', 'Cramant'], title: 'Blanc de Blancs', dollars: [45, 220], weight: 3, cuvees: ['Brut', 'Extra Brut', 'Grand Cru Brut'], cuveeChance: 1, nonVintage: 0.6, ...traditional },
      { varietal: 'Pinot Noir', color: 'White', origins: ['Aÿ', 'Montagne de Reims', 'Côte des Bar'], title: 'Blanc de Noirs', dollars: [40, 180], weight: 2, cuvees: ['Brut', 'Extra Brut', 'Brut Nature'], cuveeChance: 1, nonVintage: 0.6, ...traditional },
      { varietal: 'Pinot Noir', color: 'Rosé', origins: ['Montagne de Reims', 'Vallée de la Marne'], title: 'Rosé', dollars: [45, 200], weight: 2, cuvees: ['Brut', 'de Saignée Brut'], cuveeChance: 1, nonVintage: 0.7, ...traditional },
    ],
  },
  {
    region: 'Loire', country: 'France', code: 'LOI',
    producers: ['Domaine des Roches Blanches', 'Domaine Chevreau-Millet', 'Château de la Mercerie', 'Domaine Pinson-Gaudry', 'Clos de la Tuffière'],
    styles: [
      { varietal: 'Sauvignon Blanc', color: 'White', origins: ['Sancerre', 'Pouilly-Fumé', 'Touraine', 'Menetou-Salon'], title: '{origin}', dollars: [16, 65], weight: 4, cuvees: ['Les Monts Damnés', 'Silex', 'Vieilles Vignes'], cuveeChance: 0.25 },
      { varietal: 'Chenin Blanc', color: 'White', origins: ['Vouvray', 'Savennières', 'Montlouis-sur-Loire', 'Anjou Blanc'], title: '{origin}', dollars: [16, 70], weight: 4, cuvees: ['Sec', 'Demi-Sec', 'Moelleux'], cuveeChance: 0.5 },
      { varietal: 'Chenin Blanc', color: 'White', origins: ['Crémant de Loire'], title: '{origin} Brut', dollars: [17, 30], weight: 1, nonVintage: 0.8, ...traditional },
      { varietal: 'Pinot Noir', color: 'Red', origins: ['Sancerre'], title: '{origin} Rouge', dollars: [24, 55], weight: 1 },
      { varietal: 'Pinot Noir', color: 'Rosé', origins: ['Sancerre'], title: '{origin} Rosé', dollars: [20, 35], weight: 1, ...rosePress },
    ],
  },
  {
    region: 'Rhone', country: 'France', code: 'RHO',
    producers: ['Domaine de la Garrigue Haute', 'Domaine Sabon-Reynaud', 'Maison Vidal-Chastan', 'Domaine du Mistral', 'Château des Pierres Rouges'],
    styles: [
      { varietal: 'Syrah', color: 'Red', origins: ['Côte-Rôtie', 'Hermitage', 'Crozes-Hermitage', 'Saint-Joseph', 'Cornas'], title: '{origin}', dollars: [25, 280], weight: 4 },
      { varietal: 'Grenache', color: 'Red', origins: ['Châteauneuf-du-Pape', 'Gigondas', 'Vacqueyras', 'Côtes du Rhône'], title: '{origin}', dollars: [14, 150], weight: 4, cuvees: ['Vieilles Vignes', 'Cuvée Prestige'], cuveeChance: 0.25 },
      { varietal: 'Grenache', color: 'Rosé', origins: ['Tavel', 'Côtes du Rhône'], title: '{origin} Rosé', dollars: [13, 30], weight: 2, ...rosePress },
    ],
  },
  {
    region: 'Mosel', country: 'Germany', code: 'MOS',
    producers: ['Weingut Becker-Lahr', 'Weingut Schieferhof', 'Weingut Adler-Kesselring', 'Weingut Moselblick', 'Weingut Hauth & Söhne'],
    styles: [
      { varietal: 'Riesling', color: 'White', origins: ['Piesporter Goldtröpfchen', 'Wehlener Sonnenuhr', 'Graacher Himmelreich', 'Ürziger Würzgarten', 'Trittenheimer Apotheke'], title: '{origin} {varietal}', dollars: [16, 90], weight: 6, cuvees: ['Kabinett', 'Spätlese', 'Auslese', 'Trocken', 'Feinherb'], cuveeChance: 1 },
      { varietal: 'Riesling', color: 'White', origins: ['Mosel'], title: '{varietal} Sekt Brut', dollars: [18, 35], weight: 1, nonVintage: 0.5, ...traditional },
      { varietal: 'Pinot Noir', color: 'Red', origins: ['Mosel'], title: 'Mosel Spätburgunder', dollars: [20, 45], weight: 1 },
    ],
  },
  {
    region: 'Barolo', country: 'Italy', code: 'BAR',
    producers: ['Cantina Ravera Alta', 'Tenuta Bricco Serra', 'Azienda Agricola Gallina-Rocca', 'Cascina Sorì Lungo', 'Poderi Castelvecchio'],
    styles: [
      { varietal: 'Nebbiolo', color: 'Red', origins: ['La Morra', "Serralunga d'Alba", "Monforte d'Alba", 'Castiglione Falletto', 'Barolo', 'Novello'], title: 'Barolo', dollars: [38, 300], weight: 1, newestVintage: 2020, cuvees: ['Riserva', 'Cannubi', 'Bussia', 'Ravera', 'Brunate'], cuveeChance: 0.6 },
    ],
  },
  {
    region: 'Piedmont', country: 'Italy', code: 'PIE',
    producers: ['Cascina delle Rose Nere', 'Tenuta Monferrato Alto', 'Cantina dei Colli Langhe', 'Podere San Biagio', 'Vigneti Morra Bassa'],
    styles: [
      { varietal: 'Nebbiolo', color: 'Red', origins: ['Barbaresco', 'Roero', 'Gattinara', 'Ghemme'], title: '{origin}', dollars: [25, 160], weight: 3, cuvees: ['Riserva'], cuveeChance: 0.25 },
      { varietal: 'Nebbiolo', color: 'Red', origins: ['Langhe'], title: '{origin} {varietal}', dollars: [18, 40], weight: 2 },
      { varietal: 'Barbera', color: 'Red', origins: ["Barbera d'Alba", "Barbera d'Asti"], title: '{origin}', dollars: [14, 45], weight: 3, cuvees: ['Superiore'], cuveeChance: 0.3 },
      { varietal: 'Chardonnay', color: 'White', origins: ['Langhe'], title: '{origin} {varietal}', dollars: [18, 45], weight: 1, ...barrel },
      { varietal: 'Pinot Noir', color: 'White', origins: ['Alta Langa'], title: '{origin} Brut', dollars: [28, 55], weight: 1, ...traditional },
      { varietal: 'Nebbiolo', color: 'Rosé', origins: ['Langhe'], title: '{origin} Rosato', dollars: [14, 24], weight: 1 },
    ],
  },
  {
    region: 'Tuscany', country: 'Italy', code: 'TUS',
    producers: ['Tenuta di Poggio Alto', 'Castello di Vignamaggiore', 'Fattoria Le Cipressaie', 'Podere Il Greppo Vecchio', 'Tenuta Sassorosso'],
    styles: [
      { varietal: 'Sangiovese', color: 'Red', origins: ['Chianti Classico', 'Brunello di Montalcino', 'Vino Nobile di Montepulciano', 'Rosso di Montalcino', 'Morellino di Scansano'], title: '{origin}', dollars: [15, 220], weight: 6, cuvees: ['Riserva', 'Gran Selezione'], cuveeChance: 0.3 },
      { varietal: 'Cabernet Sauvignon', color: 'Red', origins: ['Bolgheri', 'Toscana'], title: '{origin} {varietal}', dollars: [30, 300], weight: 2 },
      { varietal: 'Merlot', color: 'Red', origins: ['Toscana', 'Maremma'], title: '{origin} {varietal}', dollars: [22, 200], weight: 1 },
      { varietal: 'Sangiovese', color: 'Rosé', origins: ['Toscana'], title: '{origin} Rosato', dollars: [13, 24], weight: 1 },
    ],
  },
  {
    region: 'Ribera del Duero', country: 'Spain', code: 'RIB',
    producers: ['Bodegas Páramo Alto', 'Bodegas Hermanos Ortega', 'Viña Peñafiel Real', 'Bodegas Tierra de Roa', 'Dominio del Duero'],
    styles: [
      { varietal: 'Tempranillo', color: 'Red', origins: ['Peñafiel', 'Roa', 'Aranda de Duero', 'La Horra', 'Pesquera de Duero'], title: 'Ribera del Duero', dollars: [15, 250], weight: 6, cuvees: ['Roble', 'Crianza', 'Reserva', 'Gran Reserva'], cuveeChance: 0.85 },
      { varietal: 'Tempranillo', color: 'Rosé', origins: ['Aranda de Duero'], title: 'Ribera del Duero Rosado', dollars: [12, 22], weight: 1 },
    ],
  },
  {
    region: 'Rioja', country: 'Spain', code: 'RIO',
    producers: ['Bodegas Marqués de Alesanco', 'Bodegas Viña Arenosa', 'Bodegas Sierra de Toloño', 'Viñedos de Haro Viejo', 'Bodegas Ebro Valle'],
    styles: [
      { varietal: 'Tempranillo', color: 'Red', origins: ['Rioja Alta', 'Rioja Alavesa', 'Rioja Oriental'], title: 'Rioja', dollars: [12, 160], weight: 6, cuvees: ['Crianza', 'Reserva', 'Gran Reserva'], cuveeChance: 0.85, methods: ['American Oak Aged', 'French Oak Aged'], methodChance: 0.3 },
      { varietal: 'Grenache', color: 'Red', origins: ['Rioja Oriental'], title: 'Rioja Garnacha', dollars: [14, 40], weight: 2 },
      { varietal: 'Grenache', color: 'Rosé', origins: ['Rioja Oriental', 'Rioja Alta'], title: 'Rioja Rosado', dollars: [11, 20], weight: 1 },
    ],
  },
  {
    region: 'Napa Valley', country: 'United States', code: 'NAP',
    producers: ['Oakridge Bench Cellars', 'Silver Rail Vineyards', 'Stonegate Hollow Vineyards', 'Calder Ridge Estate', 'Whitfield Family Cellars'],
    styles: [
      { varietal: 'Cabernet Sauvignon', color: 'Red', origins: ['Oakville', 'Rutherford', 'Stags Leap District', 'Howell Mountain', 'St. Helena'], title: '{origin} {varietal}', dollars: [35, 300], weight: 6, cuvees: ['Reserve', 'Estate', 'Single Vineyard'], cuveeChance: 0.35 },
      { varietal: 'Merlot', color: 'Red', origins: ['Napa Valley', 'Oak Knoll District'], title: '{origin} {varietal}', dollars: [25, 90], weight: 2 },
      { varietal: 'Zinfandel', color: 'Red', origins: ['Calistoga', 'Howell Mountain', 'St. Helena'], title: '{origin} {varietal}', dollars: [22, 60], weight: 2, cuvees: ['Old Vine'], cuveeChance: 0.4 },
      { varietal: 'Chardonnay', color: 'White', origins: ['Carneros', 'Oak Knoll District'], title: '{origin} {varietal}', dollars: [22, 90], weight: 3, ...barrel },
      { varietal: 'Sauvignon Blanc', color: 'White', origins: ['Yountville', 'Calistoga', 'Napa Valley'], title: '{origin} {varietal}', dollars: [18, 55], weight: 2 },
      { varietal: 'Cabernet Sauvignon', color: 'Rosé', origins: ['Napa Valley'], title: 'Rosé of {varietal}', dollars: [18, 32], weight: 1, ...rosePress },
    ],
  },
  {
    region: 'Oregon', country: 'United States', code: 'ORE',
    producers: ['Cascade Fern Cellars', 'Umpqua Ridge Winery', 'Rogue Hollow Vineyards', 'Applegate Bluff Wines', 'Columbia Gorge Cellars'],
    styles: [
      { varietal: 'Pinot Noir', color: 'Red', origins: ['Umpqua Valley', 'Rogue Valley', 'Columbia Gorge'], title: '{origin} {varietal}', dollars: [20, 60], weight: 3 },
      { varietal: 'Syrah', color: 'Red', origins: ['Rogue Valley', 'Applegate Valley'], title: '{origin} {varietal}', dollars: [22, 50], weight: 2 },
      { varietal: 'Tempranillo', color: 'Red', origins: ['Umpqua Valley'], title: '{origin} {varietal}', dollars: [24, 55], weight: 2 },
      { varietal: 'Pinot Grigio', color: 'White', origins: ['Rogue Valley', 'Umpqua Valley'], title: '{origin} {varietal}', dollars: [14, 26], weight: 2 },
      { varietal: 'Chardonnay', color: 'White', origins: ['Columbia Gorge', 'Applegate Valley'], title: '{origin} {varietal}', dollars: [18, 42], weight: 1 },
      { varietal: 'Riesling', color: 'White', origins: ['Columbia Gorge'], title: '{origin} {varietal}', dollars: [15, 28], weight: 1 },
    ],
  },
  {
    region: 'Sonoma', country: 'United States', code: 'SON',
    producers: ['Russian River Fog Cellars', 'Dry Creek Bench Winery', 'Cypress Point Vineyards', 'Moon Mountain Estate', 'Alexander Oaks Winery'],
    styles: [
      { varietal: 'Pinot Noir', color: 'Red', origins: ['Russian River Valley', 'Sonoma Coast', 'Petaluma Gap'], title: '{origin} {varietal}', dollars: [28, 95], weight: 4 },
      { varietal: 'Zinfandel', color: 'Red', origins: ['Dry Creek Valley', 'Sonoma Valley'], title: '{origin} {varietal}', dollars: [20, 55], weight: 3, cuvees: ['Old Vine', 'Heritage Vines'], cuveeChance: 0.5 },
      { varietal: 'Cabernet Sauvignon', color: 'Red', origins: ['Alexander Valley', 'Moon Mountain District'], title: '{origin} {varietal}', dollars: [30, 140], weight: 2 },
      { varietal: 'Chardonnay', color: 'White', origins: ['Russian River Valley', 'Sonoma Coast'], title: '{origin} {varietal}', dollars: [22, 80], weight: 3, ...barrel },
      { varietal: 'Sauvignon Blanc', color: 'White', origins: ['Dry Creek Valley'], title: '{origin} {varietal}', dollars: [16, 35], weight: 1 },
      { varietal: 'Pinot Noir', color: 'White', origins: ['Russian River Valley'], title: '{origin} Brut', dollars: [30, 60], weight: 1, nonVintage: 0.4, ...traditional },
      { varietal: 'Zinfandel', color: 'Rosé', origins: ['Dry Creek Valley'], title: 'Rosé of {varietal}', dollars: [14, 26], weight: 1 },
    ],
  },
  {
    region: 'Walla Walla', country: 'United States', code: 'WAL',
    producers: ['Blue Mountain Cellars', 'Mill Creek Rocks Winery', 'Cobblestone Creek Cellars', 'Touchet River Vineyards', 'Walla Walla Stone Cellars'],
    styles: [
      { varietal: 'Syrah', color: 'Red', origins: ['The Rocks District', 'Walla Walla Valley'], title: '{origin} {varietal}', dollars: [28, 110], weight: 4 },
      { varietal: 'Cabernet Sauvignon', color: 'Red', origins: ['Walla Walla Valley', 'Seven Hills'], title: '{origin} {varietal}', dollars: [30, 120], weight: 3 },
      { varietal: 'Merlot', color: 'Red', origins: ['Walla Walla Valley'], title: '{origin} {varietal}', dollars: [24, 60], weight: 2 },
      { varietal: 'Grenache', color: 'Red', origins: ['The Rocks District'], title: '{origin} {varietal}', dollars: [30, 70], weight: 1 },
      { varietal: 'Riesling', color: 'White', origins: ['Walla Walla Valley'], title: '{origin} {varietal}', dollars: [15, 26], weight: 1 },
      { varietal: 'Syrah', color: 'Rosé', origins: ['Walla Walla Valley'], title: 'Rosé of {varietal}', dollars: [16, 26], weight: 1 },
    ],
  },
  {
    region: 'Willamette Valley', country: 'United States', code: 'WIL',
    producers: ['Dundee Hills Oak Cellars', 'Eola Wind Vineyards', 'Chehalem Fern Estate', 'Yamhill Cedar Winery', 'Ribbon Ridge Cellars'],
    styles: [
      { varietal: 'Pinot Noir', color: 'Red', origins: ['Dundee Hills', 'Eola-Amity Hills', 'Chehalem Mountains', 'Yamhill-Carlton', 'Ribbon Ridge'], title: '{origin} {varietal}', dollars: [24, 120], weight: 6, cuvees: ['Reserve', 'Estate', 'Single Vineyard'], cuveeChance: 0.35 },
      { varietal: 'Chardonnay', color: 'White', origins: ['Eola-Amity Hills', 'Dundee Hills'], title: '{origin} {varietal}', dollars: [25, 75], weight: 2 },
      { varietal: 'Pinot Grigio', color: 'White', origins: ['Willamette Valley'], title: '{origin} {varietal}', dollars: [15, 28], weight: 2 },
      { varietal: 'Riesling', color: 'White', origins: ['Eola-Amity Hills'], title: '{origin} {varietal}', dollars: [16, 30], weight: 1 },
      { varietal: 'Pinot Noir', color: 'Rosé', origins: ['Willamette Valley'], title: 'Rosé of {varietal}', dollars: [16, 28], weight: 1, ...rosePress },
      { varietal: 'Chardonnay', color: 'White', origins: ['Willamette Valley'], title: '{origin} Brut', dollars: [32, 60], weight: 1, nonVintage: 0.3, ...traditional },
    ],
  },
];
