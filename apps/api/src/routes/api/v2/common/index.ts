import { donateSwitchRoute, systemInfoRoute, tokenRoute } from '@xbond/shared/api/common';
import { marketRoute } from '@xbond/shared/api/market';
import { donateSchemeRoute, getDonateNumRoute } from '@xbond/shared/api/team';
import { DEFAULT_LOCALE, LOCALES } from '@xbond/shared/locales';
import { BURN_ASSETS } from '@xbond/shared/values/team';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { TtlValue } from '#src/cache/ttl-value';
import { chainName } from '#src/chain/names';
import type { EconomicSettings } from '#src/config';
import { poolBalances } from '#src/ledger/pools';
import { marketSummary } from '#src/market/summary';
import { publicGet } from '#src/routes/user-routes';
import { donateQuote, donateSchemes } from '#src/team/schemes';

/**
 * system_info is fetched on every page load: the pool balances (one query) are reused this
 * long, so a burst of page loads costs one query. Pools move slowly; a few seconds is fine.
 */
const POOLS_CACHE_MS = 5_000;

/** Public, unauthenticated facts the web app needs before sign-in. */
export async function commonRoutes(
  app: FastifyInstance,
  { config, db, chain, tokens, money, clock, market, team, settings }: AppDeps,
) {
  const fixed = {
    productName: config.productName,
    chainId: chain.chainId,
    chainName: chainName(chain.chainId, config.chainName),
    // The demo chain is reachable through this same origin, so the product is one URL.
    rpcUrl: chain.local ? '/rpc' : null,
    explorerUrl: config.explorerUrl,
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    devWallet: chain.local,
    footerLinks: config.footerLinks,
    withdraw: { min: config.money.withdrawMin, feeBps: config.money.withdrawFeeBps },
    depositConfirmations: config.money.depositConfirmations,
  };
  // The economic settings in force now (settings/live.ts): an operator's change shows at once.
  const economic = (e: EconomicSettings) => ({
    pledge: {
      min: e.pledge.min,
      limit: e.pledge.limit,
      flexibleRatePpm: e.pledge.flexibleRatePpm,
      terms: e.pledge.terms,
      earningsCapMultiple: e.pledge.earningsCapMultiple,
    },
    insurance: e.insurance,
    bond: e.reserveBond,
    flowbond: e.liquidityBond,
    swap: e.swap,
    turbo: e.turbo,
    prize: {
      splitBps: e.prize.splitBps,
      sharesBps: e.prize.sharesBps,
      claimDays: e.prize.claimDays,
    },
    team: {
      validDirectMin: e.team.validDirectMin,
      levels: e.team.levels.map((l, i) => ({ level: i + 1, ...l })),
      directRateBps: e.team.directRateBps,
      coefficientPrincipal: e.team.coefficientPrincipal,
      exitMultiple: e.pledge.earningsCapMultiple,
      burnAssets: [...BURN_ASSETS],
    },
  });
  const pools = new TtlValue(() => poolBalances(db, money.book), POOLS_CACHE_MS);
  publicGet(app, systemInfoRoute, null, async () => ({
    ...fixed,
    ...economic(settings.current()),
    serverTime: clock.now().toISOString(),
    pools: await pools.get(),
  }));

  // The total staked moves with every stake: a few seconds old is fine for the home page.
  const summary = new TtlValue(() => marketSummary(db, money.book, market), POOLS_CACHE_MS);
  publicGet(app, marketRoute, null, () => summary.get());
  publicGet(app, tokenRoute, null, async () => tokens);
  publicGet(app, donateSwitchRoute, null, async () => ({ enabled: config.team.donateSwitch }));
  publicGet(app, donateSchemeRoute, null, async () => donateSchemes(team));
  publicGet(app, getDonateNumRoute, null, async (_, { scheme, amount }) =>
    donateQuote(team, scheme, amount),
  );
}
