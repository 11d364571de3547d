import { erc20Abi } from '@xbond/contracts/abis';
import { ASSETS, type Asset } from '@xbond/shared/assets';
import { LOCALES } from '@xbond/shared/locales';
import { getAddress, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChainContext } from '#src/chain/client';
import type { Db } from '#src/db/db';
import { systemBalance } from '#src/ledger/balances';
import { openLedger } from '#src/ledger/opening';
import { createTestApp, envelope, type TestApp } from '#test/helpers/app';
import { databases } from '#test/helpers/databases';

describe.each(databases())('common routes on $name', (database) => {
  let db: Db;
  let app: TestApp;
  let chain: ChainContext;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ({ app, chain } = await createTestApp(db, {
      PRODUCT_NAME: 'XBond Test',
      DONATE_SWITCH: 'false',
      EXPLORER_URL: 'https://explorer.example',
      WITHDRAW_MIN: '12.5',
      WITHDRAW_FEE_BPS: '250',
      DEPOSIT_CONFIRMATIONS: '3',
    }));
    // The first start's opening balance: the treasury holds the shared Vault's funds and the
    // reward and insurance pools get their first funding from it.
    await openLedger(app.money);
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  it('lists all seven assets with decimals read from the chain and the Vault as custody', async () => {
    const deployment = inject('deployment');
    const body = envelope(await app.inject({ method: 'GET', url: '/api/v2/common/token' })) as {
      code: number;
      data: {
        custodyAddress: string;
        tokens: {
          asset: string;
          symbol: string;
          contractAddress: `0x${string}`;
          decimals: number;
        }[];
      };
    };
    expect(body.code).toBe(1);
    expect(body.data.custodyAddress).toBe(getAddress(deployment.vault));
    expect(body.data.tokens.map((t) => t.asset)).toEqual([...ASSETS]);
    const lp = body.data.tokens.find((t) => t.asset === 'LP');
    expect(lp?.contractAddress).toBe(getAddress(deployment.pairs.X_USDD.address));
    expect(body.data.tokens.find((t) => t.asset === 'USDD')?.contractAddress).toBe(
      getAddress(deployment.tokens.USDD.address),
    );
    for (const t of body.data.tokens) {
      const onChain = await chain.client.readContract({
        address: t.contractAddress,
        abi: erc20Abi,
        functionName: 'decimals',
      });
      expect(t.decimals).toBe(onChain);
    }
  });

  it('returns system info from the settings and the chain', async () => {
    const body = envelope(await app.inject({ method: 'GET', url: '/api/v2/common/system_info' }));
    expect(body).toMatchObject({
      code: 1,
      data: {
        productName: 'XBond Test',
        chainId: 31337,
        chainName: 'Anvil',
        rpcUrl: '/rpc',
        explorerUrl: 'https://explorer.example',
        locales: [...LOCALES],
        defaultLocale: 'en',
        devWallet: true,
        withdraw: { min: '12.5', feeBps: 250 },
        depositConfirmations: 3,
        pledge: {
          min: '10',
          limit: '100000',
          flexibleRatePpm: 3000,
          terms: [
            { days: 30, minRatePpm: 4000, maxRatePpm: 6000 },
            { days: 90, minRatePpm: 5000, maxRatePpm: 8000 },
            { days: 180, minRatePpm: 6000, maxRatePpm: 10000 },
            { days: 360, minRatePpm: 8000, maxRatePpm: 12000 },
          ],
          earningsCapMultiple: 5,
        },
        insurance: { premiumBps: 500, minReturnBps: 0 },
        team: {
          validDirectMin: '100',
          levels: [
            { level: 1, smallRegion: '10000', directs: 3, rateBps: 500 },
            { level: 2, smallRegion: '50000', directs: 3, rateBps: 1000 },
            { level: 3, smallRegion: '200000', directs: 3, rateBps: 1500 },
            { level: 4, smallRegion: '1000000', directs: 3, rateBps: 2000 },
            { level: 5, smallRegion: '5000000', directs: 3, rateBps: 2500 },
          ],
          directRateBps: 1000,
          coefficientPrincipal: '1000',
          exitMultiple: 5,
          burnAssets: ['Z', 'HBOX', 'BOX'],
        },
      },
    });
    const links = (body.data as { footerLinks: { name: string }[] }).footerLinks;
    expect(links.map((l) => l.name)).toEqual(['telegram', 'x', 'discord', 'github']);
  });

  it('shows the non-zero pool balances from the ledger, pool by pool', async () => {
    const body = envelope(await app.inject({ url: '/api/v2/common/system_info' }));
    const pools = (body.data as { pools: { pool: string; asset: Asset; balance: string }[] }).pools;
    expect(pools.filter((p) => p.pool !== 'treasury')).toEqual([
      { pool: 'reward_pool', asset: 'X', balance: '100000' },
      { pool: 'insurance_pool', asset: 'USDD', balance: '100000' },
    ]);
    const treasury = pools.filter((p) => p.pool === 'treasury');
    expect(treasury.map((p) => p.asset)).toEqual(
      ASSETS.filter((a) => treasury.some((p) => p.asset === a)),
    );
    expect(treasury.length).toBeGreaterThan(0);
    for (const p of treasury) {
      expect(p.balance).not.toBe('0');
      expect(parseUnits(p.balance, 18)).toBe(await systemBalance(db, 'treasury', p.asset));
    }
    expect(pools.map((p) => p.pool)).toEqual([
      ...treasury.map(() => 'treasury'),
      'reward_pool',
      'insurance_pool',
    ]);
  });

  it('tells a visitor the market: X and TNB in USDD from the pairs, and the total staked', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/common/market' });
    expect(res.statusCode).toBe(200);
    const body = envelope(res) as {
      code: number;
      data: { prices: { asset: string; price: string; stale: boolean }[]; totalStaked: string };
    };
    expect(body.code).toBe(1);
    expect(body.data.prices.map(({ asset, price, stale }) => ({ asset, price, stale }))).toEqual([
      { asset: 'X', price: '0.5', stale: false },
      { asset: 'TNB', price: '0.2', stale: false },
    ]);
    expect(body.data.totalStaked).toBe('0');
  });

  it('returns the donate switch setting', async () => {
    const body = envelope(await app.inject({ method: 'GET', url: '/api/v2/common/donate_switch' }));
    expect(body).toEqual({ code: 1, msg: 'ok', data: { enabled: false } });
  });

  it('answers /health after checking the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('offers no RPC proxy and no dev wallet on an external chain', async () => {
    const { app: external } = await createTestApp(db, {}, { local: false });
    try {
      const body = envelope(await external.inject({ url: '/api/v2/common/system_info' }));
      expect(body.data).toMatchObject({ rpcUrl: null, devWallet: false });
      const rpc = await external.inject({
        method: 'POST',
        url: '/rpc',
        payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      });
      expect(rpc.statusCode).toBe(404);
    } finally {
      await external.close();
    }
  });

  it('answers an unknown /api route with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/common/nope' });
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toEqual({ code: 404, msg: 'Not found', data: null });
    const post = await app.inject({ method: 'POST', url: '/api/v2/common/token', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
