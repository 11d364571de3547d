import { ERRORS, type ErrorName, type ErrorParam } from '@xbond/shared/errors';

/**
 * An error the API answers with on purpose: a row of the shared error table plus the values
 * for its message's `{0}`, `{1}`... Anything else that is thrown is a bug and answers 500.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly error: ErrorName,
    readonly params: ErrorParam[] = [],
  ) {
    const named = params.map((p) => (typeof p === 'string' ? p : p.en));
    super(`${error}${named.length ? `: ${named.join(', ')}` : ''}`);
    this.statusCode = ERRORS[error].http;
  }
}
