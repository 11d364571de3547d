/**
 * One `Idempotency-Key` per attempt of a money-moving call (docs/ledger.md, "Principles"), kept in
 * sessionStorage until the server answers: a retry of the same call after a lost answer, even
 * after a reload, sends the same key and so never moves money twice. Any answer, a refusal
 * included, ends the attempt; the next call is a new one. In lib: the staking, bond, turbo and
 * prize screens' mutations all use it.
 */
import { ApiError } from './api-client';
import { newIdempotencyKey } from './idempotency-key';

export const ATTEMPT_STORAGE_KEY = 'xbond.attempt';

interface Attempt {
  /** The address, the call and its body: what makes a retry the same attempt. */
  fingerprint: string;
  key: string;
}

function load(): Attempt | null {
  try {
    const v: unknown = JSON.parse(window.sessionStorage.getItem(ATTEMPT_STORAGE_KEY) ?? 'null');
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
    if (attempt) window.sessionStorage.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
    else window.sessionStorage.removeItem(ATTEMPT_STORAGE_KEY);
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
