import { failure, id, ok } from '@wine/contract/envelope';
import { feedList, feedPost, feedQuery } from '@wine/contract/feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedPostBody, removeQuery } from '@wine/contract/curation';
import type { AppContext } from '../../context';
import { publicRead, type Reads } from '../../db/replicas';
import { done } from '../../lib/envelope';
import { currentUser, requireUser } from '../../plugins/auth';
import { editPost, publishPost, removePost } from './publishing';
import { getPost, listFeed } from './service';

const writeErrors = { 400: failure, 401: failure, 403: failure, 404: failure };

export function feedRoutes(ctx: AppContext, reads: Reads): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/post/feed',
      { config: { sharedCache: true }, schema: { tags: ['feed'], querystring: feedQuery, response: { 200: ok(feedList), 400: failure, 404: failure } } },
      async (request) => done(await publicRead(reads, ctx, request, (read) => listFeed(read, request.tenantId, request.query))),
    );

    app.get(
      '/post/feed/:id',
      { config: { sharedCache: true }, schema: { tags: ['feed'], params: z.object({ id }), response: { 200: ok(feedPost), 400: failure, 404: failure } } },
      async (request) => done(await publicRead(reads, ctx, request, (read) => getPost(read, request.tenantId, request.params.id))),
    );

    app.post(
      '/post/feed',
      { onRequest: requireUser, schema: { tags: ['feed'], body: feedPostBody, response: { 200: ok(feedPost), ...writeErrors } } },
      async (request) => done(await publishPost(ctx, currentUser(request), request.body)),
    );

    app.patch(
      '/post/feed/:id',
      { onRequest: requireUser, schema: { tags: ['feed'], params: z.object({ id }), body: feedPostBody, response: { 200: ok(feedPost), ...writeErrors } } },
      async (request) => done(await editPost(ctx, currentUser(request), request.params.id, request.body)),
    );

    app.delete(
      '/post/feed/:id',
      {
        onRequest: requireUser,
        schema: { tags: ['feed'], params: z.object({ id }), querystring: removeQuery, response: { 200: ok(z.object({ message: z.string() })), ...writeErrors } },
      },
      async (request) => {
        await removePost(ctx, currentUser(request), request.params.id);
        return done({ message: 'Post removed' });
      },
    );
  };
}
