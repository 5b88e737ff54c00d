import { hash } from '@node-rs/argon2';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { newId } from '../lib/ids';
import { countUsers, insertUser } from '../modules/users/queries';
import type { Db } from './client';
import { DEMO_PASSWORDS, demoSommeliers, demoUsers } from './seed-data';

interface Log {
  info: (message: string) => void;
}

/** Seeds the demo shop into an empty database; a database with users is never touched. */
export async function seedIfEmpty(db: Db, log: Log): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  log.info('Empty database: seeding the demo shop');
  const hashes = {
    admin: await hash(DEMO_PASSWORDS.admin),
    shopper: await hash(DEMO_PASSWORDS.shopper),
    sommelier: await hash(DEMO_PASSWORDS.sommelier),
  };
  await db.transaction(async (tx) => {
    for (const user of demoUsers) {
      await insertUser(tx, {
        id: newId(),
        tenantId: SHOP_TENANT_ID,
        email: user.email,
        passwordHash: hashes[user.password],
        givenName: user.givenName,
        familyName: user.familyName,
        roles: user.roles,
      });
    }
    for (const somm of demoSommeliers) {
      await insertUser(tx, {
        id: newId(),
        tenantId: SHOP_TENANT_ID,
        email: somm.email,
        passwordHash: hashes.sommelier,
        givenName: somm.givenName,
        familyName: somm.familyName,
        type: 'sommelier',
        activeStatus: somm.activeStatus,
        bio: somm.bio,
        designation: somm.designation,
        fullAddress: somm.fullAddress,
        countryCode: '+1',
        contactNumber: somm.contactNumber,
        customData: somm.customData,
      });
    }
  });
  log.info(`Seeded ${demoUsers.length + demoSommeliers.length} demo accounts`);
}
