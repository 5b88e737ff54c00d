import type { Color } from '@wine/contract/catalogue';
import type { Pairing } from '@wine/contract/pairings';

/** The foods a sommelier would name first for each grape, as the demo wines carry them. */
const BY_VARIETAL: Readonly<Record<string, readonly Pairing[]>> = {
  'Cabernet Sauvignon': ['beef', 'lamb', 'cheese'],
  Merlot: ['beef', 'pork', 'cheese'],
  'Pinot Noir': ['poultry', 'pork', 'fish', 'vegetarian'],
  Syrah: ['beef', 'lamb', 'spicy-food'],
  Malbec: ['beef', 'lamb'],
  Tempranillo: ['lamb', 'pork', 'cheese'],
  Sangiovese: ['pork', 'vegetarian', 'cheese'],
  Nebbiolo: ['beef', 'lamb', 'cheese'],
  Grenache: ['lamb', 'pork', 'spicy-food'],
  Zinfandel: ['beef', 'pork', 'spicy-food'],
  Barbera: ['pork', 'vegetarian', 'cheese'],
  Gamay: ['poultry', 'pork', 'cheese'],
  Chardonnay: ['poultry', 'fish', 'shellfish'],
  'Sauvignon Blanc': ['fish', 'shellfish', 'vegetarian'],
  Riesling: ['pork', 'spicy-food', 'dessert'],
  'Pinot Grigio': ['fish', 'shellfish', 'aperitif'],
  'Chenin Blanc': ['poultry', 'cheese', 'dessert'],
};

/** For a grape not above, by colour. */
const BY_COLOR: Readonly<Record<Color, readonly Pairing[]>> = {
  Red: ['beef', 'pork', 'cheese'],
  White: ['poultry', 'fish'],
  Rosé: ['vegetarian', 'fish'],
};

/**
 * A demo wine's pairings, from its grape, colour and style alone (no random draw, so every other
 * generated value stays as it was): a rosé also suits spicy food and an aperitif, a sparkling wine
 * an aperitif and shellfish.
 */
export function pairingsFor(style: { varietal: string; color: Color; sparkling?: boolean }): Pairing[] {
  const pairings = new Set<Pairing>(style.color === 'Rosé' ? BY_COLOR.Rosé : (BY_VARIETAL[style.varietal] ?? BY_COLOR[style.color]));
  if (style.color === 'Rosé') pairings.add('spicy-food').add('aperitif');
  if (style.sparkling) pairings.add('aperitif').add('shellfish');
  return [...pairings];
}
