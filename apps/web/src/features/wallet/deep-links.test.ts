// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WALLET_APPS, walletAppLink } from './deep-links';

const PAGE = 'https://x.example/#/pages/team/index?invite_code=ABCD2345';
const ENCODED = encodeURIComponent(PAGE);

describe("wallet apps' deep links", () => {
  it('open the whole page address, hash route and invite code included', () => {
    expect(Object.fromEntries(WALLET_APPS.map((app) => [app, walletAppLink(app, PAGE)]))).toEqual({
      metamask: 'https://link.metamask.io/dapp/x.example/#/pages/team/index?invite_code=ABCD2345',
      trust: `https://link.trustwallet.com/open_url?coin_id=60&url=${ENCODED}`,
      tokenpocket: `tpdapp://open?params=${encodeURIComponent(JSON.stringify({ url: PAGE, chain: 'ETH' }))}`,
      okx: `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${ENCODED}`)}`,
      coinbase: `https://go.cb-w.com/dapp?cb_url=${ENCODED}`,
    });
  });

  it('each gives the page back when its parameter is decoded', () => {
    const okx = new URL(walletAppLink('okx', PAGE)).searchParams.get('deeplink') ?? '';
    expect(new URL(okx).searchParams.get('dappUrl')).toBe(PAGE);
    const trust = new URL(walletAppLink('trust', PAGE)).searchParams.get('url');
    expect(trust).toBe(PAGE);
    const tp = walletAppLink('tokenpocket', PAGE).replace('tpdapp://open?params=', '');
    expect(JSON.parse(decodeURIComponent(tp))).toEqual({ url: PAGE, chain: 'ETH' });
  });
});
