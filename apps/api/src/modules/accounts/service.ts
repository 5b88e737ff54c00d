import type { Executor } from '../../db/client';
import { findUserById, updateUser } from './queries';

/**
 * The accounts module owns the users table and what every other module may know of an account
 * (decision 0054): auth signs people up and in and confirms email changes, the users module keeps
 * the profile and the sommelier applications, the catalogue clears a removed featured collection,
 * the console's events check the sommeliers they present, the
 * retailers module attaches and detaches a retailer's staff. It imports none of them, so none of them
 * forms an import circle through it.
 */
export {
  addToFollowersCount, approvedSommelierIds, bylineColumns, type BylineRow, findUserByEmail, findUserByGoogleSubject, findUserById, insertUser, lockUser, lockUserByEmail,
  markSubscribed, setUserRetailer, staffOf, updateUser, type UserRow,
} from './queries';

/** A removed collection stops being its owner's featured one. */
export async function clearFeaturedCollection(db: Executor, userId: string, collectionId: string): Promise<void> {
  const owner = await findUserById(db, userId);
  const featured = owner?.customData.featuredCollection as { _id?: string } | null | undefined;
  if (owner && featured?._id === collectionId) {
    await updateUser(db, userId, { customData: { ...owner.customData, featuredCollection: null } });
  }
}
