import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { sendError } from './envelope';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** The field a validation error is about, as the client named it: `invite_code`, `items.0`. */
export function fieldOf(issue: AjvIssue | undefined, context: string | undefined): string {
  if (!issue) return context ?? 'request';
  const path = issue.instancePath.split('/').filter(Boolean);
  const extra = issue.params.additionalProperty ?? issue.params.missingProperty;
  if (typeof extra === 'string') path.push(extra);
  return path.length ? path.join('.') : (context ?? 'request');
}

/** What the body parser objected to, named for the user. */
const PARSER_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body is not valid JSON',
};

/**
 * One error handler for the whole API: every failure becomes an envelope. Bad input is a
 * localized invalidRequest (HTTP 200, docs/api.md, "Conventions"); anything unexpected is logged in
 * full and answered with a bare 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.error, error.params);
    if (error.validation) {
      request.log.debug({ validation: error.validation }, 'request refused by schema');
      const field = fieldOf(error.validation[0] as AjvIssue | undefined, error.validationContext);
      return sendError(request, reply, 'invalidRequest', [field]);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 404) return sendError(request, reply, 'notFound');
      // Framework client errors: malformed JSON, wrong content type, body too large...
      const what = PARSER_ERRORS[error.code] ?? 'request';
      // SyntaxError texts come from JSON.parse; the user only needs to know it is not JSON.
      return sendError(request, reply, 'invalidRequest', [what]);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 'internal');
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'notFound'));
}
