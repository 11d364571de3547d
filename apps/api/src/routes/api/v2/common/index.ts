import { donateSwitchRoute, systemInfoRoute, tokenRoute } from '@xbond/shared/api/common';
import { DEFAULT_LOCALE, LOCALES } from '@xbond/shared/locales';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { ok } from '../../../../plugins/envelope';
import type { SharedTypeProvider } from '../../../../type-provider';

/** Public, unauthenticated facts the web app needs before sign-in. */
export async function commonRoutes(app: FastifyInstance, { config, chain, tokens }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();

  const systemInfo = {
    productName: config.productName,
    chainId: chain.chainId,
    // The demo chain is reachable through this same origin, so the product is one URL.
    rpcUrl: chain.local ? '/rpc' : null,
    explorerUrl: config.explorerUrl,
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    devWallet: chain.local,
    footerLinks: config.footerLinks,
  };
  r.get(
    systemInfoRoute.url,
    { schema: { response: { 200: systemInfoRoute.response } } },
    async () => ok(systemInfo),
  );

  r.get(tokenRoute.url, { schema: { response: { 200: tokenRoute.response } } }, async () =>
    ok(tokens),
  );

  r.get(
    donateSwitchRoute.url,
    { schema: { response: { 200: donateSwitchRoute.response } } },
    async () => ok({ enabled: config.donateSwitch }),
  );
}
