/**
 * One `Idempotency-Key` per attempt of a money-moving call (business-rules 0.4), kept in
 * sessionStorage until the server answers: a retry of the same call after a lost answer, even
 * after a reload, sends the same key and so never stakes twice. Any answer, a refusal
 * included, ends the attempt; the next call is a new one.
 */
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

export const PLEDGE_ATTEMPT_KEY = 'xbond.pledge.attempt';

interface Attempt {
  /** The address, the call and its body: what makes a retry the same attempt. */
  fingerprint: string;
  key: string;
}

function load(): Attempt | null {
  try {
    const v: unknown = JSON.parse(window.sessionStorage.getItem(PLEDGE_ATTEMPT_KEY) ?? 'null');
    if (v && typeof v === 'object' && 'fingerprint' in v && 'key' in v) {
      const { fingerprint, key } = v;
      if (typeof fingerprint === 'string' && typeof key === 'string') return { fingerprint, key };
    }
  } catch {
    // Unreadable: a new attempt.
  }
  return null;
}

function save(attempt: Attempt | null): void {
  try {
    if (attempt) window.sessionStorage.setItem(PLEDGE_ATTEMPT_KEY, JSON.stringify(attempt));
    else window.sessionStorage.removeItem(PLEDGE_ATTEMPT_KEY);
  } catch {
    // Storage disabled: only a reload loses the key.
  }
}

/** Runs `call` with the attempt's key: the unanswered one for the same fingerprint, else new. */
export async function withAttemptKey<T>(
  fingerprint: string,
  call: (key: string) => Promise<T>,
): Promise<T> {
  const last = load();
  const key = last?.fingerprint === fingerprint ? last.key : newIdempotencyKey();
  save({ fingerprint, key });
  try {
    const result = await call(key);
    save(null);
    return result;
  } catch (error) {
    // A refusal is an answer; a lost answer (network, time-out, 5xx) keeps the key for a retry.
    if (error instanceof ApiError) save(null);
    throw error;
  }
}
