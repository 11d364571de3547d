import { hashSessionToken, SESSION_TOKEN_PATTERN } from './session-token';

/** Authorization headers remembered at most: ~250 bytes each, ~1 MB in all. */
const MAX_ENTRIES = 4096;
/** `Bearer ` and a 43-character token, with room for spacing: longer headers are not kept. */
const MAX_HEADER_CHARS = 64;

/** The bearer token of an Authorization header when it is well formed, else null (spec section 7). */
function parseBearer(header: string): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  return token && SESSION_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * The SHA-256 of an Authorization header's bearer token, remembered for the headers seen
 * lately: a client sends the same header on every request, and its parsing and hashing were
 * ~3.5% of an authenticated read's CPU. Bounded (the oldest entry goes first, a miss only
 * costs the hash again); only well-formed, short headers are kept, so malformed or oversized
 * ones cannot grow it. It holds raw tokens, as every request's headers do while it runs: it is
 * never logged, serialized or exposed (docs/security.md, "Sign-in and sessions").
 */
export class BearerHashes {
  private readonly hashes = new Map<string, string>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /** The hash of the header's bearer token, or null when the header carries none. */
  of(header: string | undefined): string | null {
    if (!header) return null;
    const known = this.hashes.get(header);
    if (known !== undefined) return known;
    const token = parseBearer(header);
    if (!token) return null;
    const hash = hashSessionToken(token);
    if (header.length <= MAX_HEADER_CHARS) this.remember(header, hash);
    return hash;
  }

  get size(): number {
    return this.hashes.size;
  }

  private remember(header: string, hash: string) {
    if (this.hashes.size >= this.maxEntries) {
      const oldest = this.hashes.keys().next();
      if (!oldest.done) this.hashes.delete(oldest.value);
    }
    this.hashes.set(header, hash);
  }
}
