import { ErrorEnvelope } from '@xbond/shared/api/primitives';
import { ERRORS, type ErrorName, SUCCESS_CODE } from '@xbond/shared/errors';
import { LOCALE_BCP47, LOCALES } from '@xbond/shared/locales';

/** The security scheme's name in the document: a session token from POST /api/v2/login/address. */
export const BEARER = 'bearer';

/**
 * The error codes as a Markdown table in code order, from the one error table
 * (packages/shared/src/errors/, one file per feature).
 */
export function errorTable(): string {
  const names = (Object.keys(ERRORS) as ErrorName[]).sort(
    (a, b) => ERRORS[a].code - ERRORS[b].code,
  );
  const rows = names.map((name) => {
    const { code, http, msg } = ERRORS[name];
    return `| ${code} | ${http} | \`${name}\` | ${msg.en.replaceAll('|', '\\|')} |`;
  });
  return ['| code | HTTP | name | message (en) |', '|---|---|---|---|', ...rows].join('\n');
}

const languages = LOCALES.map((l) => `\`${LOCALE_BCP47[l]}\``).join(', ');

/** The document's introduction: what every route has in common. */
function description(): string {
  return `Every route answers JSON in one envelope: \`{ "code": ${SUCCESS_CODE}, "msg": "ok", "data": … }\` on
success; a refusal has another \`code\` from the table below, \`data: null\` and \`msg\` in the
language of \`Accept-Language\` (${languages}; default English).

**Status codes.** A refusal the user can act on (bad input, insufficient balance, …) is HTTP 200
with its code; a missing, unknown or expired session is HTTP 401; an unknown route 404; too many
requests 429 (with \`retry-after\`); 500 is a fault of the server and reveals nothing.

**Input.** Request bodies are small \`application/json\`; unknown fields are refused, never
ignored. Amounts are decimal strings (\`"12.5"\`), never JSON numbers, with at most the
asset's decimals. Ids are decimal strings.

**Signing in.** \`GET /api/v2/login/nonce?address=\`, sign an EIP-4361 message with that nonce in
the wallet, \`POST /api/v2/login/address\`: the answer's \`token\` is sent as
\`Authorization: Bearer <token>\` on the routes marked with a lock.

**Idempotency.** Routes that move money require an \`Idempotency-Key\` header (1-100
printable ASCII characters): a retry with the same key answers the first result and moves
nothing twice. Without one the request is refused (code 2720) and moves nothing; a key out of
shape is code 2721.

## Error codes

${errorTable()}`;
}

/** The parts of the OpenAPI 3.1 document that are not read from the routes. */
export function openApiBase(productName: string) {
  return {
    openapi: '3.1.0',
    info: { title: `${productName} API`, version: '2', description: description() },
    components: {
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `token` answered by POST /api/v2/login/address.',
        },
      },
      schemas: { ErrorEnvelope },
    },
  } as const;
}
