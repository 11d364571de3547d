import { ErrorEnvelope } from '@xbond/shared/api/primitives';
import type { FastifySchema, RouteOptions } from 'fastify';
import { requiresSession } from '../session/auth';
import { BEARER } from './document';

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

const UNAUTHORIZED = {
  description: 'No session: the bearer token is missing, unknown, expired or revoked (code 401).',
  ...json(ErrorEnvelope),
};

/** The API's routes; the rest (the web app's files) stay out of the document. */
const API_URL = /^\/(api\/v\d+|health|rpc)(\/|$)/;

/** `/api/v2/pledge/regular/list` -> the tag `pledge`; `/health/ledger` -> `health`. */
export function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  return (parts[0] === 'api' ? parts[2] : parts[0]) ?? 'api';
}

/** `POST /api/v2/pledge/current/stake` -> `postPledgeCurrentStake`, for generated clients. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v\d+/, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

/** A route's own 200 answer, or an error envelope: refusals are HTTP 200 with their own code. */
const successOrRefusal = (success: unknown) => ({
  description: 'Code 1 with `data` on success; a refusal has an error code and `data: null`.',
  ...json({ anyOf: [success, ErrorEnvelope] }),
});

/**
 * @fastify/swagger's transform: the route's own schemas (the shared ones it validates and
 * serializes with) plus what the routes do not declare: tag, operation id, the bearer scheme on
 * signed-in routes and their refusals. The status codes all routes share are in the document's
 * introduction. Nothing here changes how a route runs.
 */
export function documentRoute({
  schema,
  url,
  route,
}: {
  schema: FastifySchema | undefined;
  url: string;
  route: RouteOptions;
}) {
  const own = schema ?? {};
  const response = (own.response ?? {}) as Record<string, unknown>;
  const signedIn = requiresSession(route.preHandler);
  const method = Array.isArray(route.method) ? String(route.method[0]) : route.method;
  const responses = {
    ...response,
    ...(response[200] ? { 200: successOrRefusal(response[200]) } : {}),
    ...(signedIn ? { 401: UNAUTHORIZED } : {}),
  };
  return {
    url,
    schema: {
      ...own,
      tags: [tagOf(url)],
      operationId: operationIdOf(method, url),
      security: signedIn ? [{ [BEARER]: [] }] : [],
      hide: own.hide === true || !API_URL.test(url),
      // None at all lets the generator write its default answer (a document needs one).
      ...(Object.keys(responses).length ? { response: responses } : {}),
    },
  };
}
