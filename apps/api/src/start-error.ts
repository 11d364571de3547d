/** A problem at start that the person starting the product fixes: its message says how. */
export class StartError extends Error {
  override readonly name = 'StartError';
}
