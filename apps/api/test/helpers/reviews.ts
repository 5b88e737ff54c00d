import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { makeUser } from './fixtures';
import { openSession } from './users';

/** Rates a wine through the API as the user (a new shopper when none is given); answers the review's id. */
export async function writeReview(
  t: { app: FastifyInstance; db: Db },
  wineId: string,
  body: { rating: number; text?: string | null },
  userId?: string,
): Promise<string> {
  const author = userId ?? (await makeUser(t.db)).id;
  const response = await t.app.inject({ method: 'PUT', url: `/api/catalogue/${wineId}/review`, headers: await openSession(t.db, author), payload: body });
  if (response.statusCode !== 200) throw new Error(`review failed: ${response.body}`);
  return (response.json() as { result: { mine: { _id: string } } }).result.mine._id;
}
