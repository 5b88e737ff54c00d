import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems } from '../../db/schema';

export interface WineStockRow {
  id: string;
  title: string;
  stock: number;
}

/** The wines' counts, each row locked until the transaction ends, in id order (no deadlocks). */
export const lockWinesStock = (tx: Executor, wineIds: string[]): Promise<WineStockRow[]> =>
  wineIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: catalogueItems.id, title: catalogueItems.title, stock: catalogueItems.stock })
        .from(catalogueItems)
        .where(and(inArray(catalogueItems.id, wineIds), eq(catalogueItems.type, 'PRODUCT')))
        .orderBy(asc(catalogueItems.id))
        .for('update');

export async function setWineStock(tx: Executor, wineId: string, stock: number): Promise<void> {
  await tx.update(catalogueItems).set({ stock }).where(eq(catalogueItems.id, wineId));
}
