import { Ajv, type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';

const common: Options = {
  // Unknown fields are refused, never silently dropped (docs/api.md, "Conventions").
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  // TypeBox writes plain JSON Schema; strict mode would only reject its harmless extras.
  strict: false,
};

/**
 * Request validation. Bodies are JSON, so a wrong type is an error (no coercion: "5" is not
 * 5). Query strings and params arrive as text, so there numbers and booleans are coerced.
 */
export function registerValidation(app: FastifyInstance) {
  const strictAjv = new Ajv({ ...common, coerceTypes: false });
  const textAjv = new Ajv({ ...common, coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strictAjv : textAjv).compile(schema),
  );

  // JSON only. An empty body is "no body" (a bodiless POST such as logout), not an error;
  // routes that need a body then fail their schema with a clear message.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, String(body), done);
  });
}
