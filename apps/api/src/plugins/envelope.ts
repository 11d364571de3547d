import {
  ERRORS,
  type ErrorName,
  type ErrorParam,
  errorMessage,
  SUCCESS_CODE,
} from '@xbond/shared/errors';
import { type Locale, localeFromAcceptLanguage } from '@xbond/shared/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The success envelope (docs/api.md, "Conventions"). */
export function ok<T>(data: T) {
  return { code: SUCCESS_CODE, msg: 'ok', data };
}

export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * Sends an error envelope with its HTTP status from the shared table. The body is sent as a
 * ready string so the route's success-response serializer does not reshape `data: null`.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  name: ErrorName,
  params: readonly ErrorParam[] = [],
) {
  const body = {
    code: ERRORS[name].code,
    msg: errorMessage(name, requestLocale(request), params),
    data: null,
  };
  return reply
    .code(ERRORS[name].http)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}
