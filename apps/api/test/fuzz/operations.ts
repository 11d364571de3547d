import type { Schema } from './values';

/** A route as the API reference documents it, which is how the fuzzer finds every route. */
export interface Operation {
  method: string;
  url: string;
  body?: Schema;
  query?: Schema;
  /** It takes an Idempotency-Key header. */
  keyed: boolean;
  /** The document marks that header required: a request without a valid one must be refused. */
  keyRequired: boolean;
  signedIn: boolean;
}

/** The routes of the API reference as the fuzzer drives them. */
export function operationsOf(doc: {
  paths: Record<string, Record<string, DocOperation>>;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const params = op.parameters ?? [];
      const query = params.filter((p) => p.in === 'query');
      return {
        method: method.toUpperCase(),
        url,
        ...(op.requestBody ? { body: op.requestBody.content['application/json']?.schema } : {}),
        ...(query.length
          ? {
              query: {
                type: 'object',
                properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
                required: query.filter((p) => p.required).map((p) => p.name),
              },
            }
          : {}),
        keyed: params.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        keyRequired: params.some(
          (p) => p.in === 'header' && p.name === 'idempotency-key' && p.required,
        ),
        signedIn: (op.security ?? []).some((s) => 'bearer' in s),
      };
    }),
  );
}

interface DocOperation {
  parameters?: { in: string; name: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
}
