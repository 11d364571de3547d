import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import { ATTEMPT_STORAGE_KEY, withAttemptKey } from './attempt';

const keys: string[] = [];
const answer = (key: string) => {
  keys.push(key);
  return Promise.resolve('done');
};
const lost = (key: string) => {
  keys.push(key);
  return Promise.reject(new NetworkError('network', 'Network error'));
};
const refused = (key: string) => {
  keys.push(key);
  return Promise.reject(new ApiError(2101, 'Below minimum'));
};

afterEach(() => {
  keys.length = 0;
});

describe('withAttemptKey', () => {
  it('a new key per answered attempt, forgotten once answered', async () => {
    await withAttemptKey('a:stake:{"amount":"10"}', answer);
    await withAttemptKey('a:stake:{"amount":"10"}', answer);
    expect(keys[0]).not.toBe(keys[1]);
    expect(window.sessionStorage.getItem(ATTEMPT_STORAGE_KEY)).toBeNull();
  });

  it('a lost answer keeps the key: the retry of the same call sends it again', async () => {
    await expect(withAttemptKey('a:stake:{"amount":"10"}', lost)).rejects.toThrow(NetworkError);
    await withAttemptKey('a:stake:{"amount":"10"}', answer);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a different call is a different attempt', async () => {
    await expect(withAttemptKey('a:stake:{"amount":"10"}', lost)).rejects.toThrow();
    await withAttemptKey('a:stake:{"amount":"11"}', answer);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a refusal is an answer: the next call is a new attempt', async () => {
    await expect(withAttemptKey('a:claim:{"orderId":"1"}', refused)).rejects.toThrow(ApiError);
    await withAttemptKey('a:claim:{"orderId":"1"}', answer);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
