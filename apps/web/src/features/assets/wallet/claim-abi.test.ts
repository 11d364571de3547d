// @vitest-environment node
import { vaultAbi } from '@xbond/contracts/abis';
import { describe, expect, it } from 'vitest';
import { CLAIM_ERRORS, claimAbi } from './claim-abi';

const nameOf = (item: object) => ('name' in item ? String(item.name) : '');
const byName = (a: object, b: object) => nameOf(a).localeCompare(nameOf(b));

describe('claimAbi', () => {
  it('is exactly the generated Vault ABI fragments of claim and its reverts', () => {
    const names = new Set<string>(['claim', ...CLAIM_ERRORS]);
    const generated = vaultAbi.filter(
      (item) => (item.type === 'function' || item.type === 'error') && names.has(nameOf(item)),
    );
    expect([...claimAbi].sort(byName)).toEqual([...generated].sort(byName));
  });
});
