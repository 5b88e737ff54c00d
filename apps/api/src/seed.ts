import { hash } from '@node-rs/argon2';
import type { MediaStore } from './modules/media/store';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { users } from './db/schema';
import { sharedBottles } from './seed/images/bottles';
import { writeSvgFiles } from './seed/images/write';
import { insertDemoShop } from './seed/insert';
import { planDemoShop } from './seed/demo-shop';
import { DEMO_PASSWORDS } from './seed/people';

interface SeedOptions {
  /** The shop's media store: demo images go under `demo/`, served at /media/demo. */
  media: MediaStore;
  log: { info: (message: string) => void };
}

/**
 * Seeds the demo shop into an empty database, in one transaction; a database with users is never
 * touched. Answers whether it seeded.
 */
export async function seedIfEmpty(db: Db, { media, log }: SeedOptions): Promise<boolean> {
  if ((await db.select({ one: sql`1` }).from(users).limit(1)).length > 0) return false;
  log.info('Empty database: seeding the demo shop');
  const hashes = {
    admin: await hash(DEMO_PASSWORDS.admin),
    shopper: await hash(DEMO_PASSWORDS.shopper),
    sommelier: await hash(DEMO_PASSWORDS.sommelier),
    retailer: await hash(DEMO_PASSWORDS.retailer),
  };
  const shop = planDemoShop(new Date(), hashes);
  // Shared bottles too, so a larger catalogue (npm run seed -- --wines N) finds its images.
  await writeSvgFiles(media, [...shop.images, ...sharedBottles()]);
  await db.transaction((tx) => insertDemoShop(tx, shop));
  log.info(
    `Seeded the demo shop: ${shop.users.length} accounts, ${shop.businesses.length} retailers, ${shop.wines.length} wines, ` +
      `${shop.collections.length} collections, ${shop.events.length} events, ${shop.posts.length} posts`,
  );
  return true;
}
