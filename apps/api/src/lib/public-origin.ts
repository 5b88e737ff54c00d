import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { shopSettings } from '../db/schema';

const PUBLIC_ORIGIN = 'public_origin';

/** The shop records where its pages are at start, for the tools that share its database (decision 0044). */
export async function recordPublicOrigin(db: Executor, origin: string): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ name: PUBLIC_ORIGIN, value: origin })
    .onConflictDoUpdate({ target: shopSettings.name, set: { value: origin, updatedAt: sql`now()` } });
}

/** The origin the shop last announced, if it ever ran on this database. */
export async function recordedPublicOrigin(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.name, PUBLIC_ORIGIN));
  return row?.value;
}
