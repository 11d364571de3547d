import type {
  DirectReferral,
  DonateQuote,
  DonateSchemeList,
  LegSummary,
  ReleasePlan,
  TeamInfo,
} from '@xbond/shared/api/team';
import { freshApiPage } from '@/testing/api-page';
import {
  fail,
  ok,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '@/testing/api-server';
import { aliceWallet, fmt, paged, units } from '@/testing/book';
import { SYSTEM_INFO } from '@/testing/session';

export { ALICE } from '@/testing/api-page';

export const NOW = '2025-01-01T00:00:00.000Z';
const DAY_MS = 86_400_000;

export function teamInfo(): TeamInfo {
  return {
    referrer: '0x709******c8',
    inviteCode: 'ALICE123',
    day: 'day:2024-12-31',
    validDirects: 2,
    directs: 3,
    members: 3,
    networkPerformance: '3000',
    largeRegion: '2000',
    smallRegion: '1000',
    level: 1,
    rateBps: 500,
    directRewards: '3',
    communityRewards: '1.5',
    totalBonus: '4.5',
    withdrawable: '0',
    locked: '4.5',
    releasing: '0',
    burned: '0',
    frozen: '0',
    coefficientPpm: 500_000,
    personalDeposit: '500',
    earnings: { earned: '1000', cap: '2500', communityCap: '2500', multiple: 5 },
  };
}

export const schemes = (enabled = true): DonateSchemeList => ({
  items: [
    { scheme: 'linear', donationBps: 0, days: 100, enabled: true },
    { scheme: 'donate20', donationBps: 2000, days: 20, enabled },
    { scheme: 'donate50', donationBps: 5000, days: 0, enabled },
  ],
});

export const direct = (n: number, partial: Partial<DirectReferral> = {}): DirectReferral => ({
  id: String(n),
  address: `0x${n}aa******bb${n}`,
  stake: '1000',
  valid: true,
  joined: NOW,
  ...partial,
});

/** What the fake API holds for the signed-in user. */
export const book = {
  info: teamInfo(),
  schemes: schemes(),
  directs: [] as DirectReferral[],
  plans: [] as ReleasePlan[],
  donations: [] as {
    id: string;
    address: string;
    scheme: string;
    amount: string;
    donation: string;
    time: string;
  }[],
  balances: { X: '100', Z: '2000', HBOX: '10', BOX: '0' } as Record<string, string>,
  /** Overrides of a route, in turn (errors, delays). */
  overrides: {} as Record<string, Reply[]>,
};

export function resetBook(): void {
  book.info = teamInfo();
  book.schemes = schemes();
  book.directs = [];
  book.plans = [];
  book.donations = [];
  book.balances = { X: '100', Z: '2000', HBOX: '10', BOX: '0' };
  book.overrides = {};
}

/** The server's quote: the donation rounded up, the rest over whole days from tomorrow. */
export function quote(scheme: string, amount: string): DonateQuote | null {
  const plan = book.schemes.items.find((p) => p.scheme === scheme);
  if (!plan) return null;
  const a = units(amount);
  const donation = (a * BigInt(plan.donationBps) + 9_999n) / 10_000n;
  const release = a - donation;
  const days = plan.days;
  return {
    scheme,
    amount: fmt(a),
    donation: fmt(donation),
    release: fmt(release),
    days,
    dailyRelease: fmt(days === 0 ? release : release / BigInt(days)),
    estimatedEnd: new Date(Date.parse(NOW) + Math.max(days, 0) * DAY_MS + DAY_MS).toISOString(),
  };
}

export function leg(id: string): LegSummary {
  return {
    leg: id,
    address: direct(Number(id)).address,
    members: 2,
    performance: '2000',
    levels: [
      { level: 0, members: 1, performance: '1000' },
      { level: 1, members: 1, performance: '1000' },
    ],
  };
}

function startPlan(body: Record<string, string>): Reply {
  const plan = book.schemes.items.find((p) => p.scheme === body.scheme);
  if (!plan) return fail(2501, 'Unknown release plan.');
  if (!plan.enabled) return fail(2502, 'Donation plans are closed.');
  const q = quote(plan.scheme, String(body.amount));
  if (!q) return fail(2501, 'Unknown release plan.');
  if (units(q.amount) > units(book.info.locked)) return fail(1101, 'Insufficient balance');
  const atOnce = plan.days === 0;
  const id = String(book.plans.length + 1);
  const started: ReleasePlan = {
    ...q,
    id,
    released: atOnce ? q.release : '0',
    status: atOnce ? 'done' : 'active',
    createdAt: NOW,
  };
  book.plans.unshift(started);
  book.info.locked = fmt(units(book.info.locked) - units(q.amount));
  if (atOnce) book.info.withdrawable = fmt(units(book.info.withdrawable) + units(q.release));
  else book.info.releasing = fmt(units(book.info.releasing) + units(q.release));
  if (units(q.donation) > 0n) {
    const donation = { id, address: '0xf39******266', scheme: q.scheme, amount: q.amount };
    book.donations.unshift({ ...donation, donation: q.donation, time: NOW });
  }
  return ok(started);
}

function withdraw(amount: string): Reply {
  if (units(book.info.withdrawable) === 0n) {
    return fail(2503, 'No income available for withdrawal');
  }
  if (units(amount) > units(book.info.withdrawable)) return fail(1101, 'Insufficient balance');
  book.info.withdrawable = fmt(units(book.info.withdrawable) - units(amount));
  book.balances.X = fmt(units(book.balances.X ?? '0') + units(amount));
  return ok({ amount, withdrawable: book.info.withdrawable });
}

function burn(asset: string | undefined): Reply {
  if (!asset) return fail(2504, 'Select the currency to burn');
  const count = book.info.personalDeposit;
  book.balances[asset] = fmt(units(book.balances[asset] ?? '0') - units(count));
  book.info.burned = fmt(units(book.info.burned) + units(count));
  book.info.earnings.communityCap = fmt(units(book.info.earnings.communityCap) + 5n * units(count));
  return ok({ asset, amount: count, burned: book.info.burned });
}

/** The fake API: system info, wallet, and the team routes with their effects. */
export function apiRoute(req: RecordedRequest): Reply {
  const path = req.url.split('?')[0] ?? '';
  const override = book.overrides[path]?.shift();
  if (override) return override;
  const body = (req.body ?? {}) as Record<string, string>;
  const q = new URL(req.url, 'http://x').searchParams;
  switch (path) {
    case '/api/v2/common/system_info':
      return ok(SYSTEM_INFO);
    case '/api/v2/user/wallet':
      return ok(aliceWallet(book.balances));
    case '/api/v2/team/info':
      return ok(book.info);
    case '/api/v2/team/directs':
      return ok(paged(req, book.directs));
    case '/api/v2/team/tree': {
      const id = q.get('leg') ?? '';
      return book.directs.some((d) => d.id === id)
        ? ok(leg(id))
        : fail(2506, 'Not one of your direct referrals.');
    }
    case '/api/v2/common/donate_scheme':
      return ok(book.schemes);
    case '/api/v2/common/get_donate_num': {
      const answer = quote(q.get('scheme') ?? '', q.get('amount') ?? '0');
      return answer ? ok(answer) : fail(2501, 'Unknown release plan.');
    }
    case '/api/v2/team/release':
      return startPlan(body);
    case '/api/v2/team/release/list':
      return ok(paged(req, book.plans));
    case '/api/v2/team/withdraw':
      return withdraw(String(body.amount));
    case '/api/v2/team/burn':
      return burn(body.asset);
    case '/api/v2/team/donations': {
      const all = [
        ...book.donations,
        {
          id: '99',
          address: '0x3c4******293',
          scheme: 'donate50',
          amount: '10',
          donation: '5',
          time: NOW,
        },
      ];
      return ok(paged(req, q.get('scope') === 'all' ? all : book.donations));
    }
    default:
      return { status: 404, text: 'no route' };
  }
}

/** A fresh page: stores, caches, storage, the API client on `server`, signed in as Alice. */
export function freshPage(server: TestApiServer, signedIn = true): void {
  resetBook();
  freshApiPage(server, { signedIn });
}
