import type { Executor } from '../../db/client';
import { unpaidBottlesOfWines } from './queries';

/**
 * Bottles of each wine that orders placed but not yet charged took off the shelf, for the retailer's
 * stock page (issue 44): the wines not in the map have none.
 */
export async function bottlesHeldUnpaid(db: Executor, wineIds: string[]): Promise<Map<string, number>> {
  return new Map((await unpaidBottlesOfWines(db, wineIds)).map((row) => [row.wineId, row.bottles]));
}
