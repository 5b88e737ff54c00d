import { failure, noQuery, ok } from '@wine/contract/envelope';
import {
  actionParams, bookmarkBody, bookmarkList, bookmarkListQuery, bookmarkResult, followBody, followList, followParams, followRecord,
} from '@wine/contract/social';
import { messageResult } from '@wine/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { currentUser, requireUser } from '../../plugins/auth';
import { bookmark, bookmarkedWines, follow, followsOf, removeBookmark, unfollow } from './service';

const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 422: failure };
const messageAnswer = ok(messageResult);

/** Likes (bookmarks) of wines and follows of users: spec 000 §4 and §7. */
export function socialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser);

    app.post('/post/action/feed', { schema: { tags: ['social'], body: bookmarkBody, response: { 200: ok(bookmarkResult), ...errors } } }, async (request) =>
      done(await bookmark(ctx, currentUser(request), request.body.catalogueId)),
    );

    app.delete('/post/action/:actionId', { schema: { tags: ['social'], params: actionParams, response: { 200: messageAnswer, ...errors } } }, async (request) => {
      await removeBookmark(ctx, currentUser(request), request.params.actionId);
      return done({ message: 'Like removed' });
    });

    app.get('/post/action/catalogue', { schema: { tags: ['social'], querystring: bookmarkListQuery, response: { 200: ok(bookmarkList), ...errors } } }, async (request) =>
      done(await bookmarkedWines(ctx, currentUser(request), request.query.skip ?? 0, request.query.limit ?? 100)),
    );

    app.get('/user/social/follow', { schema: { tags: ['social'], querystring: noQuery, response: { 200: ok(followList), ...errors } } }, async (request) =>
      done({ data: await followsOf(ctx, currentUser(request)) }),
    );

    app.post('/user/social/follow', { schema: { tags: ['social'], body: followBody, response: { 200: ok(followRecord), ...errors } } }, async (request) =>
      done(await follow(ctx, currentUser(request), request.body.followId)),
    );

    app.delete(
      '/user/social/follow/:followRecordId',
      { schema: { tags: ['social'], params: followParams, response: { 200: messageAnswer, ...errors } } },
      async (request) => {
        await unfollow(ctx, currentUser(request), request.params.followRecordId);
        return done({ message: 'Unfollowed' });
      },
    );
  };
}
