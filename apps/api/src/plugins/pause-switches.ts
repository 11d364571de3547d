import { insuranceBuyRoute } from '@xbond/shared/api/insurance';
import { liquidityBondDonateRoute } from '@xbond/shared/api/liquidityBond';
import {
  pledgeRegularCreateRoute,
  pledgeRepledgeRoute,
  pledgeStakeRoute,
} from '@xbond/shared/api/pledge';
import { reserveBondBuyRoute } from '@xbond/shared/api/reserveBond';
import { swapExchangeRoute } from '@xbond/shared/api/swap';
import type { PausableFeature } from '@xbond/shared/api/switches';
import { teamReleaseRoute } from '@xbond/shared/api/team';
import { turboActivateRoute } from '@xbond/shared/api/turbo';
import { withdrawApplyRoute } from '@xbond/shared/api/withdrawal';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { FeatureSwitches } from '../settings/switches';

/**
 * The requests each pause switch stops: those that open something new. Reads, claims of what
 * is already owed, unstaking, cancelling and redeeming go on (docs/operations.md).
 */
const PAUSED_BY = new Map<string, PausableFeature>([
  [`POST ${pledgeStakeRoute.url}`, 'pledge'],
  [`POST ${pledgeRegularCreateRoute.url}`, 'pledge'],
  [`POST ${pledgeRepledgeRoute.url}`, 'pledge'],
  [`POST ${reserveBondBuyRoute.url}`, 'reserveBond'],
  [`POST ${liquidityBondDonateRoute.url}`, 'liquidityBond'],
  [`POST ${insuranceBuyRoute.url}`, 'insurance'],
  [`POST ${swapExchangeRoute.url}`, 'swap'],
  [`POST ${turboActivateRoute.url}`, 'turbo'],
  [`POST ${teamReleaseRoute.url}`, 'teamRelease'],
  [`POST ${withdrawApplyRoute.url}`, 'withdraw'],
]);

/** The feature whose switch stops `method url`, if any. */
export const pausedBy = (method: string, url: string) => PAUSED_BY.get(`${method} ${url}`);

/**
 * Adds the switch's check after each pausable route's own pre-handlers (the session check
 * first: a visitor is told to sign in, not what is paused). Registered before the routes.
 */
export function registerPauseSwitches(app: FastifyInstance, switches: FeatureSwitches) {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const feature = pausedBy(method, route.url);
      if (!feature) continue;
      const check: preHandlerHookHandler = async () => switches.assertOpen(feature);
      const own = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...own, check];
    }
  });
}
