/**
 * The foods a wine pairs with (issue 20), a fixed list. Plain values only: the home page's "What
 * are you eating?" row reads them without loading zod or the shop's filters. The wire carries the
 * values (lower case, a dash for a space); people read the labels (docs/decisions/0035-food-pairing.md).
 */
export const PAIRINGS = ['beef', 'lamb', 'pork', 'poultry', 'fish', 'shellfish', 'vegetarian', 'spicy-food', 'cheese', 'dessert', 'aperitif'] as const;
export type Pairing = (typeof PAIRINGS)[number];

export const PAIRING_LABELS: Readonly<Record<Pairing, string>> = {
  beef: 'Beef',
  lamb: 'Lamb',
  pork: 'Pork',
  poultry: 'Poultry',
  fish: 'Fish',
  shellfish: 'Shellfish',
  vegetarian: 'Vegetarian',
  'spicy-food': 'Spicy food',
  cheese: 'Cheese',
  dessert: 'Dessert',
  aperitif: 'Aperitif',
};

