import { ERRORS, type ErrorName } from '@xbond/shared/errors';

/**
 * An error the API answers with on purpose: a row of the shared error table plus the values
 * for its message's `{0}`, `{1}`... Anything else that is thrown is a bug and answers 500.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly error: ErrorName,
    readonly params: string[] = [],
  ) {
    super(`${error}${params.length ? `: ${params.join(', ')}` : ''}`);
    this.statusCode = ERRORS[error].http;
  }
}
