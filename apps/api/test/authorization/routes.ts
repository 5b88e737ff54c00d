import { API_PREFIX } from '@wine/contract/api';
import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document holds it (only what the suites read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  const?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** One operation of the OpenAPI document. */
export interface DocumentedRoute {
  /** `METHOD /path` with the path as documented, without the /api prefix: the policy's key. */
  key: string;
  method: string;
  /** e.g. /order/{orderId}/item */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation the API documents, read from the OpenAPI document the app serves. */
export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const routes: DocumentedRoute[] = [];
  for (const [fullPath, operations] of Object.entries(document.paths ?? {})) {
    if (!fullPath.startsWith(`${API_PREFIX}/`)) continue;
    const path = fullPath.slice(API_PREFIX.length);
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: content['application/json']?.schema,
      });
    }
  }
  return routes;
}

/** Whether a concrete URL (without /api, with or without a query) is one of a documented path's. */
export function matchesPath(path: string, url: string): boolean {
  const segment = (part: string) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${path.split('/').map(segment).join('/')}(\\?.*)?$`).test(url);
}
