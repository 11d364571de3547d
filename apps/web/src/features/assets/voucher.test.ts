// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isVoucherExpired, voucherDeadline } from './voucher';

const deadline = 1_767_225_600; // 2026-01-01T00:00:00Z, unix seconds as the Vault has it
const w = { voucher: { user: '', token: '', amount: '1', nonce: '1', deadline } };
const ms = deadline * 1000;

describe('voucher deadline', () => {
  it("is the voucher's unix seconds, in ms", () => {
    expect(voucherDeadline(w)).toBe(Date.parse('2026-01-01T00:00:00Z'));
  });

  it('expires once server time is past it', () => {
    expect(isVoucherExpired(w, ms - 1)).toBe(false);
    expect(isVoucherExpired(w, ms)).toBe(false);
    expect(isVoucherExpired(w, ms + 1)).toBe(true);
  });

  it('unknown server time is not expired', () => {
    expect(isVoucherExpired(w, null)).toBe(false);
  });
});
