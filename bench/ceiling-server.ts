/**
 * The ceiling: a bare Fastify route answering the bytes of the wine list page from memory, with the
 * same content type. Whatever the shop does beyond this (validation, SQL, serialisation, plugins)
 * is what the throughput ratio shows. Started by bench/server.ts in its own process.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.CEILING_PORT);
const body = readFileSync(process.env.CEILING_BODY_FILE ?? '');
const contentType = process.env.CEILING_CONTENT_TYPE ?? 'application/json; charset=utf-8';

const app = Fastify({ logger: false });
app.get('/ceiling', (_request, reply) => {
  void reply.header('content-type', contentType).send(body);
});

// Nothing to clean up: answer the bench's stop at once, whatever sockets a load test left open.
process.on('SIGTERM', () => process.exit(0));
await app.listen({ port, host: '127.0.0.1' });
