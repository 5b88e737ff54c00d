import { users } from './schema';

/** A person as the console and the mails name them: id, email and names (a select's columns). */
export const personColumns = { id: users.id, email: users.email, givenName: users.givenName, familyName: users.familyName };
