import type { Color } from '@wine/contract/catalogue';
import type { Random } from './random';

interface GrapeCharacter {
  aromas: readonly string[];
  body: string;
  pairings: readonly string[];
  /** Years after the vintage the wine needs before it opens up, and the range of years it keeps. */
  ready: number;
  keeps: readonly [number, number];
}

/** What each grape tastes of and goes with, so the notes of a wine match what is in the bottle. */
const GRAPES: Record<string, GrapeCharacter> = {
  'Cabernet Sauvignon': { aromas: ['blackcurrant', 'cedar', 'graphite', 'black cherry', 'tobacco leaf', 'dark chocolate'], body: 'full-bodied', pairings: ['grilled ribeye', 'lamb chops with rosemary', 'aged cheddar', 'mushroom risotto'], ready: 4, keeps: [12, 20] },
  Merlot: { aromas: ['ripe plum', 'black cherry', 'cocoa', 'violet', 'bay leaf', 'mocha'], body: 'medium- to full-bodied', pairings: ['roast duck', 'pork tenderloin', 'beef bourguignon', 'hard cheeses'], ready: 3, keeps: [8, 15] },
  'Pinot Noir': { aromas: ['red cherry', 'raspberry', 'forest floor', 'rose petal', 'baking spice', 'wild strawberry'], body: 'light- to medium-bodied', pairings: ['roast chicken', 'seared salmon', 'mushroom tart', 'duck breast'], ready: 2, keeps: [6, 12] },
  Syrah: { aromas: ['blackberry', 'cracked black pepper', 'smoked meat', 'violet', 'olive tapenade', 'blueberry'], body: 'full-bodied', pairings: ['barbecued brisket', 'lamb shoulder', 'grilled sausages', 'hard sheep cheese'], ready: 3, keeps: [10, 18] },
  Malbec: { aromas: ['blackberry', 'plum', 'violet', 'sweet spice', 'cocoa', 'dried herbs'], body: 'full-bodied', pairings: ['steak with chimichurri', 'empanadas', 'grilled portobello', 'smoked ribs'], ready: 2, keeps: [6, 12] },
  Tempranillo: { aromas: ['dried cherry', 'leather', 'vanilla', 'dill', 'tobacco', 'fig'], body: 'medium-bodied', pairings: ['jamón ibérico', 'roast lamb', 'chorizo', 'Manchego'], ready: 3, keeps: [10, 20] },
  Sangiovese: { aromas: ['sour cherry', 'dried oregano', 'leather', 'tomato leaf', 'orange peel', 'violet'], body: 'medium-bodied', pairings: ['pasta with ragù', 'margherita pizza', 'bistecca alla fiorentina', 'pecorino'], ready: 3, keeps: [8, 15] },
  Nebbiolo: { aromas: ['rose', 'tar', 'dried cherry', 'truffle', 'anise', 'licorice'], body: 'full-bodied with firm tannins', pairings: ['truffle risotto', 'braised short ribs', 'tajarin with butter and sage', 'aged Parmigiano'], ready: 8, keeps: [20, 30] },
  Grenache: { aromas: ['strawberry jam', 'garrigue herbs', 'white pepper', 'kirsch', 'lavender', 'orange zest'], body: 'medium- to full-bodied', pairings: ['lamb tagine', 'roast pork', 'ratatouille', 'grilled vegetables'], ready: 2, keeps: [6, 12] },
  Zinfandel: { aromas: ['blackberry jam', 'black pepper', 'clove', 'raspberry', 'licorice', 'sweet tobacco'], body: 'full-bodied', pairings: ['pulled pork', 'barbecue ribs', 'pepperoni pizza', 'burgers'], ready: 1, keeps: [4, 8] },
  Gamay: { aromas: ['crushed raspberry', 'cranberry', 'violet', 'banana', 'granite', 'red currant'], body: 'light-bodied and juicy', pairings: ['charcuterie', 'roast chicken', 'salmon', 'Thanksgiving turkey'], ready: 0, keeps: [2, 5] },
  Barbera: { aromas: ['sour cherry', 'red plum', 'licorice', 'dried herbs', 'blackberry', 'nutmeg'], body: 'medium-bodied with bright acidity', pairings: ['pizza', 'lasagna', 'salumi', 'eggplant parmigiana'], ready: 1, keeps: [4, 8] },
  Chardonnay: { aromas: ['yellow apple', 'lemon curd', 'toasted hazelnut', 'brioche', 'white peach', 'wet stone'], body: 'medium- to full-bodied', pairings: ['lobster with butter', 'roast chicken', 'creamy pasta', 'soft cheeses'], ready: 1, keeps: [4, 10] },
  'Sauvignon Blanc': { aromas: ['grapefruit', 'cut grass', 'gooseberry', 'lime zest', 'passion fruit', 'flint'], body: 'light-bodied and zesty', pairings: ['goat cheese salad', 'oysters', 'grilled shrimp', 'asparagus'], ready: 0, keeps: [2, 4] },
  Riesling: { aromas: ['green apple', 'lime blossom', 'apricot', 'slate', 'honeysuckle', 'petrol'], body: 'light-bodied', pairings: ['Thai curry', 'sushi', 'pork schnitzel', 'spicy noodles'], ready: 1, keeps: [8, 20] },
  'Pinot Grigio': { aromas: ['pear', 'white nectarine', 'almond', 'lemon', 'honeydew', 'white flowers'], body: 'light-bodied', pairings: ['fish tacos', 'caprese salad', 'light pasta', 'grilled white fish'], ready: 0, keeps: [1, 3] },
  'Chenin Blanc': { aromas: ['quince', 'honey', 'chamomile', 'baked apple', 'lanolin', 'pear'], body: 'medium-bodied', pairings: ['pork with apples', 'scallops', 'spicy Asian dishes', 'fruit tarts'], ready: 1, keeps: [5, 15] },
};

const ROSE_AROMAS = ['wild strawberry', 'watermelon', 'pink grapefruit', 'rose petal', 'white peach', 'red currant'];
const ROSE_PAIRINGS = ['salade niçoise', 'grilled prawns', 'charcuterie', 'summer tomatoes'];
const SPARKLING_AROMAS = ['brioche', 'green apple', 'lemon zest', 'toasted almond', 'white flowers', 'chalk'];
const SPARKLING_PAIRINGS = ['oysters', 'fried chicken', 'sushi', 'potato chips'];
/** Rosé is for its first summers; a vintage sparkling wine is released late and keeps long. */
const ROSE_KEEPING = { ready: 0, keeps: [2, 3] } as const;
const SPARKLING_KEEPING = { ready: 5, keeps: [10, 20] } as const;
const OTHER_KEEPING = { ready: 1, keeps: [3, 8] } as const;

const FINISHES = ['long', 'lingering', 'clean', 'savoury', 'mouth-watering', 'persistent'];
const TEXTURES = ['silky', 'polished', 'supple', 'taut', 'generous', 'energetic'];

const serving = (color: Color, sparkling: boolean, body: string): string => {
  if (sparkling) return '6–8 °C in a white wine glass rather than a narrow flute';
  if (color === 'Rosé') return '8–10 °C, well chilled';
  if (color === 'White') return body.startsWith('light') ? '7–10 °C' : '10–13 °C';
  return body.startsWith('light') ? '14–16 °C, lightly cool' : '16–18 °C; decant for an hour';
};

export interface NotesInput {
  varietal: string;
  color: Color;
  sparkling: boolean;
  origin: string;
  region: string;
  vintage: string;
  /** The year the notes are written in: the drinking window is said from it. */
  thisYear: number;
}

/**
 * When to drink the wine (issue 45: a 2013 Barolo was "now through 2019"): from its vintage, the
 * years its grape needs before it opens up and keeps, as of `thisYear`. One draw of `rng` for a
 * vintage, none without one, so the wine's later values stay what they were.
 */
function drinkingWindow(rng: Random, wine: NotesInput, grape: GrapeCharacter | undefined): string {
  const year = Number.parseInt(wine.vintage, 10);
  if (Number.isNaN(year)) return 'now, while fresh';
  const keeping = wine.sparkling ? SPARKLING_KEEPING : wine.color === 'Rosé' ? ROSE_KEEPING : (grape ?? OTHER_KEEPING);
  const end = year + rng.int(keeping.keeps[0], keeping.keeps[1]);
  const ready = year + keeping.ready;
  if (ready > wine.thisYear) return `from ${ready} through ${end}`;
  if (end >= wine.thisYear) return `now through ${end}`;
  return 'now: it is at its peak and will not gain from more years in the bottle';
}

/** Tasting notes as the safe rich text the wine page renders: paragraphs, emphasis and a list. */
export function tastingNotes(rng: Random, wine: NotesInput): string {
  const grape = GRAPES[wine.varietal];
  const [a, b, c] = rng.sample(wine.sparkling ? SPARKLING_AROMAS : wine.color === 'Rosé' ? ROSE_AROMAS : (grape?.aromas ?? ROSE_AROMAS), 3);
  const body = wine.sparkling ? 'crisp, with a fine mousse' : wine.color === 'Rosé' ? 'dry and refreshing' : (grape?.body ?? 'medium-bodied');
  const pairings = rng.sample([...(wine.sparkling ? SPARKLING_PAIRINGS : wine.color === 'Rosé' ? ROSE_PAIRINGS : (grape?.pairings ?? ROSE_PAIRINGS))], 2);
  const peak = drinkingWindow(rng, wine, grape);
  return [
    `<p>From ${wine.origin} in ${wine.region}, this ${wine.varietal} opens with <em>${a}</em> and <em>${b}</em>, with a touch of ${c} underneath.</p>`,
    `<p>The palate is <strong>${body}</strong>: ${rng.pick(TEXTURES)} in texture, with a ${rng.pick(FINISHES)} finish.</p>`,
    '<ul>',
    `<li><strong>Serve:</strong> ${serving(wine.color, wine.sparkling, body)}</li>`,
    `<li><strong>Pair with:</strong> ${pairings.join(' or ')}</li>`,
    `<li><strong>Drink:</strong> ${peak}</li>`,
    '</ul>',
  ].join('');
}
