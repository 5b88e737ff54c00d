import type { Executor } from '../../db/client';
import { findUserById, updateUser } from './queries';

/**
 * What other modules may read and write of an account (decision 0029): auth signs people up and
 * in and confirms email changes, the catalogue clears a removed featured collection, the console's
 * events check the sommeliers they present. The rest of the users module's queries are its own.
 */
export { approvedSommelierIds, findUserByEmail, findUserByGoogleSubject, findUserById, insertUser, updateUser, type UserRow } from './queries';

/** A removed collection stops being its owner's featured one. */
export async function clearFeaturedCollection(db: Executor, userId: string, collectionId: string): Promise<void> {
  const owner = await findUserById(db, userId);
  const featured = owner?.customData.featuredCollection as { _id?: string } | null | undefined;
  if (owner && featured?._id === collectionId) {
    await updateUser(db, userId, { customData: { ...owner.customData, featuredCollection: null } });
  }
}
