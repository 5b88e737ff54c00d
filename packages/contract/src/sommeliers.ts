import { z } from 'zod';
import { LIST_LIMIT_MAX } from './constants';
import { publicUser } from './users';

/** GET /users: sommelier discovery (spec 000 §7). Only approved sommeliers, never admins. */
export const sommelierQuery = z
  .object({
    type: z.literal('sommelier'),
    matchUsers: z.literal('true').optional(),
    $sort: z.enum(['createdAt', '-createdAt']).optional(),
    isActive: z.literal('true').optional(),
    $limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
    $skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
    activeStatus: z.literal('approved'),
    /** Not in the spec: a case-insensitive substring of the name, matched literally (the console's sommelier picker). */
    name: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

/** GET /users/{id}/stats: the counts on a sommelier's page (spec 000 §2.7). */
export const userStats = z.object({
  followersCount: z.number().int(),
  collectionsCount: z.number().int(),
  winesCount: z.number().int(),
});

export const sommelierList = z.object({ data: z.array(publicUser), total: z.number().int() });
