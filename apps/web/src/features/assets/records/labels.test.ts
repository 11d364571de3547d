// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { statusLabel } from './labels';

describe('record statuses', () => {
  it('a refunded withdrawal reads as expired and refunded', () => {
    expect(statusLabel('withdraw', 'refunded')).toBe('records.statuses.expiredRefunded');
  });

  it('a swap waiting for inventory reads as Pending Exchange; a cancelled one as cancelled', () => {
    expect(statusLabel('swap', 'pending')).toBe('records.statuses.pendingExchange');
    expect(statusLabel('swap', 'cancelled')).toBe('records.statuses.cancelled');
    expect(statusLabel('swap', 'completed')).toBe('records.statuses.completed');
  });

  it('every other type and status has its plain label', () => {
    expect(statusLabel('withdraw', 'pending')).toBe('records.statuses.pending');
    expect(statusLabel('withdraw', 'completed')).toBe('records.statuses.completed');
    expect(statusLabel('withdraw_refund', 'completed')).toBe('records.statuses.completed');
    expect(statusLabel('deposit', 'refunded')).toBe('records.statuses.refunded');
    expect(statusLabel('a_later_type', 'pending')).toBe('records.statuses.pending');
  });

  it('a status without a label is shown as the server sent it', () => {
    expect(statusLabel('withdraw', 'reviewing')).toBeNull();
    expect(statusLabel('withdraw', 'constructor')).toBeNull();
  });
});
