import { API_PREFIX } from '@wine/contract/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { openSession } from '../helpers/users';
import type { PolicyEntry } from './policy';
import { matchesPath, type DocumentedRoute } from './routes';
import { accountOf, type Account, type BusinessRow, type Cast, type Identity, type Level, type PreparedCall, type Scene } from './scene';

export const levelsOf = (entry: PolicyEntry): readonly Level[] => (typeof entry.access === 'string' ? [entry.access] : entry.access);

/** Whether the policy lets an identity call a route. */
export function isAllowed(entry: PolicyEntry, identity: Identity): boolean {
  return levelsOf(entry).some((level) => {
    switch (level) {
      case 'public':
        return true;
      case 'user':
        return identity !== 'anonymous';
      case 'owner':
        return identity === 'owner';
      case 'approved-sommelier':
        return identity === 'sommelier' || (identity === 'owner' && entry.owner === 'sommelier');
      case 'retailer-own-business':
        return identity === 'retailer';
      case 'admin':
        return identity === 'admin';
    }
  });
}

/** The status the policy promises an identity. */
export function expectedStatus(entry: PolicyEntry, identity: Identity): number {
  if (isAllowed(entry, identity)) return entry.status ?? 200;
  return identity === 'anonymous' ? 401 : (entry.denied ?? 403);
}

/** Who may read the owner's private data in an answer: the owner and the retailer of the owner's order (admins read everything). */
function maySeeSecrets(entry: PolicyEntry, identity: Identity): boolean {
  return identity === 'owner' || (identity === 'retailer' && levelsOf(entry).includes('retailer-own-business'));
}

export interface MatrixSetup {
  app: FastifyInstance;
  db: Db;
  cast: Cast;
}

/** The owner of an entry's resource. */
export const ownerOf = (cast: Cast, entry: PolicyEntry): Account => (entry.owner === 'sommelier' ? cast.ownerSommelier : cast.owner);

/** Runs an entry's prepare for a caller: the scene and the request it built. */
export async function prepareCall(setup: MatrixSetup, entry: PolicyEntry, identity: Identity, business: BusinessRow = setup.cast.business) {
  const owner = ownerOf(setup.cast, entry);
  const scene: Scene = { app: setup.app, db: setup.db, cast: setup.cast, owner, caller: accountOf(setup.cast, identity, owner), business };
  return { scene, call: await entry.prepare(scene) };
}

/** Sends a prepared call as the scene's caller, with a session of its own unless one is given. */
export async function send(setup: MatrixSetup, route: DocumentedRoute, scene: Scene, call: PreparedCall, session?: Record<string, string>) {
  const auth = session ?? (scene.caller ? await openSession(setup.db, scene.caller.row.id) : {});
  return setup.app.inject({
    method: route.method as 'GET',
    url: `${API_PREFIX}${call.url}`,
    headers: { ...call.headers, ...auth },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
}

/**
 * Calls a route as one identity and compares the answer with the policy: the status, the envelope,
 * and (for a 2xx to someone without a right to them) that no secret of the owner or of the
 * prepared resource appears. Answers what is wrong, or undefined.
 */
export async function checkCall(
  setup: MatrixSetup,
  route: DocumentedRoute,
  entry: PolicyEntry,
  identity: Identity,
  options: { business?: BusinessRow; expected?: number } = {},
): Promise<string | undefined> {
  const label = `${identity}${options.business ? ' (another business)' : ''}`;
  let prepared;
  try {
    prepared = await prepareCall(setup, entry, identity, options.business);
  } catch (error) {
    return `${label}: prepare failed: ${(error as Error).message.slice(0, 400)}`;
  }
  const { scene, call } = prepared;
  if (!matchesPath(route.path, call.url)) return `${label}: prepare built ${call.url}, which is not ${route.path}`;
  const response = await send(setup, route, scene, call);
  const expected = options.expected ?? expectedStatus(entry, identity);
  if (response.statusCode !== expected) return `${label}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 300)}`;
  const ok = response.statusCode < 300;
  // An export's success is its file; everything else answers in the envelope.
  const isFile = ok && String(response.headers['content-type']).startsWith('text/csv');
  const body = isFile ? undefined : (response.json() as { status?: unknown; error?: { errorCode?: unknown } });
  if (body && (ok ? body.status !== 1 : body.status !== 0 || typeof body.error?.errorCode !== 'number')) {
    return `${label}: answer is not the ${ok ? 'success' : 'failure'} envelope: ${response.body.slice(0, 300)}`;
  }
  if (ok && identity !== 'admin') {
    const secrets = [...(call.hidden ?? []), ...(maySeeSecrets(entry, identity) ? [] : [...scene.owner.secrets, ...(call.secrets ?? [])])];
    const leaked = secrets.filter((secret) => response.body.includes(secret));
    if (leaked.length > 0) return `${label}: the answer shows data of another user: ${leaked.join(', ')}`;
  }
  return undefined;
}
