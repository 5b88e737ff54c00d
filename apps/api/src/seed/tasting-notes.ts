import type { Color } from '@wine/contract/catalogue';
import type { Random } from './random';

interface GrapeCharacter {
  aromas: readonly string[];
  body: string;
  pairings: readonly string[];
}

/** What each grape tastes of and goes with, so the notes of a wine match what is in the bottle. */
const GRAPES: Record<string, GrapeCharacter> = {
  'Cabernet Sauvignon': { aromas: ['blackcurrant', 'cedar', 'graphite', 'black cherry', 'tobacco leaf', 'dark chocolate'], body: 'full-bodied', pairings: ['grilled ribeye', 'lamb chops with rosemary', 'aged cheddar', 'mushroom risotto'] },
  Merlot: { aromas: ['ripe plum', 'black cherry', 'cocoa', 'violet', 'bay leaf', 'mocha'], body: 'medium- to full-bodied', pairings: ['roast duck', 'pork tenderloin', 'beef bourguignon', 'hard cheeses'] },
  'Pinot Noir': { aromas: ['red cherry', 'raspberry', 'forest floor', 'rose petal', 'baking spice', 'wild strawberry'], body: 'light- to medium-bodied', pairings: ['roast chicken', 'seared salmon', 'mushroom tart', 'duck breast'] },
  Syrah: { aromas: ['blackberry', 'cracked black pepper', 'smoked meat', 'violet', 'olive tapenade', 'blueberry'], body: 'full-bodied', pairings: ['barbecued brisket', 'lamb shoulder', 'grilled sausages', 'hard sheep cheese'] },
  Malbec: { aromas: ['blackberry', 'plum', 'violet', 'sweet spice', 'cocoa', 'dried herbs'], body: 'full-bodied', pairings: ['steak with chimichurri', 'empanadas', 'grilled portobello', 'smoked ribs'] },
  Tempranillo: { aromas: ['dried cherry', 'leather', 'vanilla', 'dill', 'tobacco', 'fig'], body: 'medium-bodied', pairings: ['jamón ibérico', 'roast lamb', 'chorizo', 'Manchego'] },
  Sangiovese: { aromas: ['sour cherry', 'dried oregano', 'leather', 'tomato leaf', 'orange peel', 'violet'], body: 'medium-bodied', pairings: ['pasta with ragù', 'margherita pizza', 'bistecca alla fiorentina', 'pecorino'] },
  Nebbiolo: { aromas: ['rose', 'tar', 'dried cherry', 'truffle', 'anise', 'licorice'], body: 'full-bodied with firm tannins', pairings: ['truffle risotto', 'braised short ribs', 'tajarin with butter and sage', 'aged Parmigiano'] },
  Grenache: { aromas: ['strawberry jam', 'garrigue herbs', 'white pepper', 'kirsch', 'lavender', 'orange zest'], body: 'medium- to full-bodied', pairings: ['lamb tagine', 'roast pork', 'ratatouille', 'grilled vegetables'] },
  Zinfandel: { aromas: ['blackberry jam', 'black pepper', 'clove', 'raspberry', 'licorice', 'sweet tobacco'], body: 'full-bodied', pairings: ['pulled pork', 'barbecue ribs', 'pepperoni pizza', 'burgers'] },
  Gamay: { aromas: ['crushed raspberry', 'cranberry', 'violet', 'banana', 'granite', 'red currant'], body: 'light-bodied and juicy', pairings: ['charcuterie', 'roast chicken', 'salmon', 'Thanksgiving turkey'] },
  Barbera: { aromas: ['sour cherry', 'red plum', 'licorice', 'dried herbs', 'blackberry', 'nutmeg'], body: 'medium-bodied with bright acidity', pairings: ['pizza', 'lasagna', 'salumi', 'eggplant parmigiana'] },
  Chardonnay: { aromas: ['yellow apple', 'lemon curd', 'toasted hazelnut', 'brioche', 'white peach', 'wet stone'], body: 'medium- to full-bodied', pairings: ['lobster with butter', 'roast chicken', 'creamy pasta', 'soft cheeses'] },
  'Sauvignon Blanc': { aromas: ['grapefruit', 'cut grass', 'gooseberry', 'lime zest', 'passion fruit', 'flint'], body: 'light-bodied and zesty', pairings: ['goat cheese salad', 'oysters', 'grilled shrimp', 'asparagus'] },
  Riesling: { aromas: ['green apple', 'lime blossom', 'apricot', 'slate', 'honeysuckle', 'petrol'], body: 'light-bodied', pairings: ['Thai curry', 'sushi', 'pork schnitzel', 'spicy noodles'] },
  'Pinot Grigio': { aromas: ['pear', 'white nectarine', 'almond', 'lemon', 'honeydew', 'white flowers'], body: 'light-bodied', pairings: ['fish tacos', 'caprese salad', 'light pasta', 'grilled white fish'] },
  'Chenin Blanc': { aromas: ['quince', 'honey', 'chamomile', 'baked apple', 'lanolin', 'pear'], body: 'medium-bodied', pairings: ['pork with apples', 'scallops', 'spicy Asian dishes', 'fruit tarts'] },
};

const ROSE_AROMAS = ['wild strawberry', 'watermelon', 'pink grapefruit', 'rose petal', 'white peach', 'red currant'];
const ROSE_PAIRINGS = ['salade niçoise', 'grilled prawns', 'charcuterie', 'summer tomatoes'];
const SPARKLING_AROMAS = ['brioche', 'green apple', 'lemon zest', 'toasted almond', 'white flowers', 'chalk'];
const SPARKLING_PAIRINGS = ['oysters', 'fried chicken', 'sushi', 'potato chips'];

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
}

/** Tasting notes as the safe rich text the wine page renders: paragraphs, emphasis and a list. */
export function tastingNotes(rng: Random, wine: NotesInput): string {
  const grape = GRAPES[wine.varietal];
  const [a, b, c] = rng.sample(wine.sparkling ? SPARKLING_AROMAS : wine.color === 'Rosé' ? ROSE_AROMAS : (grape?.aromas ?? ROSE_AROMAS), 3);
  const body = wine.sparkling ? 'crisp, with a fine mousse' : wine.color === 'Rosé' ? 'dry and refreshing' : (grape?.body ?? 'medium-bodied');
  const pairings = rng.sample([...(wine.sparkling ? SPARKLING_PAIRINGS : wine.color === 'Rosé' ? ROSE_PAIRINGS : (grape?.pairings ?? ROSE_PAIRINGS))], 2);
  const year = Number.parseInt(wine.vintage, 10);
  const peak = Number.isNaN(year) ? 'now, while fresh' : `now through ${year + (wine.color === 'Red' ? rng.int(6, 15) : rng.int(3, 7))}`;
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
