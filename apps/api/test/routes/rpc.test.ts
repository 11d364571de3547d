import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { noDatabase } from '../helpers/databases';

describe('the local chain proxy at /rpc', () => {
  let app: TestApp;

  beforeAll(async () => {
    const db = noDatabase();
    ({ app } = await createTestApp(db, {}, { genesis: false, operatorState: false }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const rpc = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/rpc', payload: payload as object });

  it('forwards ordinary calls to the chain', async () => {
    const res = await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] });
    expect(res.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' });
  });

  it("refuses the node's control methods, answering each call of a batch in order", async () => {
    const res = await rpc([
      { jsonrpc: '2.0', id: 'a', method: 'anvil_setBalance', params: ['0x0', '0x1'] },
      { jsonrpc: '2.0', id: 'b', method: 'net_version' },
      { jsonrpc: '2.0', id: 'c', method: 'evm_revert', params: ['0x1'] },
      { jsonrpc: '2.0', id: 'd', method: 'evm_setTime', params: [1] },
      { jsonrpc: '2.0', id: 'e', method: 'anvil_dumpState', params: [] },
    ]);
    const [a, b, c, d, e] = res.json() as {
      id: string;
      error?: { code: number };
      result?: string;
    }[];
    expect(a).toMatchObject({ id: 'a', error: { code: -32601 } });
    expect(b).toEqual({ jsonrpc: '2.0', id: 'b', result: '31337' });
    expect(c).toMatchObject({ id: 'c', error: { code: -32601 } });
    // Only the product moves the demo's time (POST /dev/time), chain and clock together.
    expect(d).toMatchObject({ id: 'd', error: { code: -32601 } });
    expect(e).toMatchObject({ id: 'e', error: { code: -32601 } });
  });

  it.each(['eth_sendTransaction', 'eth_sign', 'eth_signTypedData_v4', 'eth_accounts'])(
    "refuses %s, which would use the node's unlocked dev accounts",
    async (method) => {
      const res = await rpc({ jsonrpc: '2.0', id: 1, method, params: [] });
      expect(res.json()).toMatchObject({ id: 1, error: { code: -32601 } });
    },
  );
});
