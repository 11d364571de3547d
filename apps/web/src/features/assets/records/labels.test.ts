import { RECORD_TYPES } from '@xbond/shared/api/records';
import { describe, expect, it } from 'vitest';
import { RECORD_TYPE_LIST } from './labels';

describe('record types', () => {
  it('are the shared RECORD_TYPES, in order', () => {
    expect(RECORD_TYPE_LIST).toEqual([...RECORD_TYPES]);
  });
});
