import type { ClubCadence, ClubStyle } from './clubs';

/**
 * How a club's cadence and style read. Apart from clubs.ts, whose schemas load zod: a club's card
 * shows them on a sommelier's public page, which loads no schema.
 */
export const CADENCE_LABEL: Record<ClubCadence, string> = { monthly: 'Every month', bimonthly: 'Every two months', quarterly: 'Every three months' };
export const STYLE_LABEL: Record<ClubStyle, string> = { red: 'Red', white: 'White', mixed: 'Mixed', sparkling: 'Sparkling' };
