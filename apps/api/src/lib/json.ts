import type { FastifySerializerCompiler } from 'fastify';

/** The JSON of frozen results: a kept answer is serialized once, however many callers it serves. */
const jsonOfFrozen = new WeakMap<object, string>();

function resultJson(result: unknown): string {
  if (typeof result !== 'object' || result === null || !Object.isFrozen(result)) return JSON.stringify(result);
  let json = jsonOfFrozen.get(result);
  if (json === undefined) {
    json = JSON.stringify(result);
    jsonOfFrozen.set(result, json);
  }
  return json;
}

/**
 * A route's answers as plain JSON.stringify, for hot routes whose results are built field by field
 * in the contract's order (present.ts): the zod serializer would validate every field of every item
 * again on the way out. The contract still describes them (OpenAPI, the web app's types), and
 * test/catalogue/catalogue-wire.test.ts checks that their bodies are exactly what the zod serializer writes.
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data: unknown) =>
  isSuccess(data) ? `{"status":1,"result":${resultJson(data.result)}}` : JSON.stringify(data);

const isSuccess = (data: unknown): data is { status: 1; result: unknown } =>
  typeof data === 'object' && data !== null && 'result' in data && (data as { status?: unknown }).status === 1;
