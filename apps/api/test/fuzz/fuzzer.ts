import { ERRORS, SUCCESS_CODE } from '@xbond/shared/errors';
import { balanceDiff, Findings, readAnswer } from './checks';
import { Dice } from './dice';
import { type Operation, operationsOf } from './operations';
import { matching } from './regex';
import { buildRequest, type FuzzRequest, kindsFor } from './requests';
import type { LedgerState, User, World } from './world';

const HOUR = 3_600_000;
/** The shape of a key money-moving routes accept (the shared header schema). */
const VALID_KEY = /^[\x21-\x7e]{1,100}$/;
/** Request kinds whose body parses and whose URL is the route's own. */
const PARSED_KINDS = new Set(['valid', 'edge', 'wrongType', 'missing']);

/** One request as sent, with what the checks need to know about it. */
interface Sent {
  op: Operation;
  req: FuzzRequest;
  user: User | null;
  /** Whose token, or which bad one. */
  auth: string;
  key: string | undefined;
}

/** A token-shaped (base64url) string; seeded like everything else, so a run replays. */
const tokenLike = (dice: Dice, length: number) => matching(`^[A-Za-z0-9_-]{${length}}$`, dice.next);

/** Authorization headers that must open nothing, by name. */
function badAuth(dice: Dice, world: World): [string, string | undefined] {
  const someone = dice.pick(world.users).auth;
  return dice.pick<[string, string | undefined]>([
    ['no token', undefined],
    ['empty bearer', 'Bearer '],
    ['unknown token', `Bearer ${tokenLike(dice, 43)}`],
    ['garbage token', 'Bearer not-a-token!'],
    ['basic auth', 'Basic dXNlcjpwYXNz'],
    ['revoked token', world.revoked],
    ['two tokens', `${someone} ${someone.slice(7)}`],
    ['huge token', `Bearer ${'a'.repeat(10_000)}`],
    ['altered token', `${someone.slice(0, -1)}${someone.endsWith('A') ? 'B' : 'A'}`],
  ]);
}

const describe = (sent: Sent, answer: string, detail = '') =>
  `${sent.req.method} ${sent.req.url.slice(0, 120)} [${sent.req.kind}, ${sent.auth}` +
  `${sent.key !== undefined ? `, key ${sent.key.slice(0, 20)}` : ''}] ` +
  `${JSON.stringify(sent.req.input ?? null)?.slice(0, 200)} -> ${answer.slice(0, 200)}` +
  (detail && ` (${detail})`);

/**
 * Sends generated requests to every route of the API reference and checks each answer and
 * the ledger after it (docs/api.md).
 */
export class Fuzzer {
  readonly findings = new Findings();
  readonly perRoute = new Map<string, number>();
  readonly outcomes = new Map<string, number>();
  readonly operations: Operation[];
  private readonly dice: Dice;
  /** Keyed requests that were accepted, by `user url key`: replays of them move nothing. */
  private readonly accepted = new Map<string, Sent>();
  private readonly usedKeys: string[] = [];
  private state: LedgerState = { balances: '', conserved: true };

  constructor(
    private readonly world: World,
    seed: number,
  ) {
    this.dice = new Dice(seed);
    const doc = world.t.m.app.swagger() as Parameters<typeof operationsOf>[0];
    this.operations = operationsOf(doc);
  }

  async run(requests: number) {
    await this.world.refreshIds();
    this.state = await this.world.ledger();
    let sent = 0;
    for (let i = 0; sent < requests; i++) {
      if (i % 100 === 0) await this.world.refreshIds();
      if (i % 2_000 === 1_999) await this.timePasses();
      if (await this.one()) sent++;
    }
  }

  /** Settlements pay, bonds vest, prize periods close: new rows to claim, by whoever asks. */
  private async timePasses() {
    await this.world.t.advance((1 + this.dice.int(30)) * HOUR);
    this.state = await this.world.ledger();
  }

  /** One request and its checks; false when no HTTP client could have sent it. */
  private async one(): Promise<boolean> {
    const sent = await this.next();
    const { op, req, user, key } = sent;
    const replayOf = user && key !== undefined ? `${user.name} ${op.url} ${key}` : null;
    const isReplay = replayOf !== null && this.accepted.has(replayOf);
    const res = await this.send(req);
    if (!res) return false;
    const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
    count(this.perRoute, `${op.method} ${op.url}`);
    if (key !== undefined) this.usedKeys.push(key);
    const { code, problem } = readAnswer(req.url, res);
    const ok = code === SUCCESS_CODE;
    count(this.outcomes, ok ? 'accepted' : `refused ${res.statusCode}`);
    const fail = (why: string, detail = '') =>
      this.findings.add(why, describe(sent, res.body, detail));
    if (problem) fail(problem);

    const before = this.state;
    const after = await this.world.ledger();
    const moved = after.balances !== before.balances;
    // Once broken, conservation stays broken: the request that broke it is the one to see.
    if (before.conserved && !after.conserved) fail('an asset no longer sums to zero');
    if (moved && !ok)
      fail('a refused request moved money', balanceDiff(before.balances, after.balances));
    if (moved && isReplay) fail('a replayed key moved money again');
    if (ok && op.signedIn && !user && req.url.split('?')[0] === op.url)
      fail('a signed-in route accepted a bad token');
    if (ok && this.world.namesForeignRow(op.url, req.input, user))
      fail("acted on another user's row");
    if (ok && op.keyRequired && !VALID_KEY.test(key ?? ''))
      fail('a money-moving route ran without a valid Idempotency-Key');
    // A parsed request to the route itself: the missing key is the first thing it is told.
    const parsed = PARSED_KINDS.has(req.kind) && res.statusCode === 200;
    if (
      op.keyRequired &&
      key === undefined &&
      parsed &&
      code !== ERRORS.idempotencyKeyRequired.code
    )
      fail('a request without an Idempotency-Key was not told it needs one');
    if (ok && replayOf && !isReplay) this.accepted.set(replayOf, sent);
    if (ok && user && op.url === '/api/v2/login/logout') await this.world.relogin(user);
    this.state = after;
    return true;
  }

  /** A new request, or now and then an exact replay of an accepted keyed one. */
  private async next(): Promise<Sent> {
    const { dice, world } = this;
    if (this.accepted.size && dice.chance(0.04)) {
      const first = dice.pick([...this.accepted.values()]);
      // The same request by the same user, with the token they hold now.
      const headers = { ...first.req.headers, authorization: first.user?.auth ?? '' };
      return { ...first, req: { ...first.req, kind: 'replay', headers } };
    }
    const op = dice.pick(this.operations);
    const kind = dice.pick(kindsFor(op));
    const user = dice.chance(0.85) ? dice.pick(world.users) : null;
    const req =
      kind === 'signedLogin'
        ? await world.signedLogin(dice)
        : buildRequest(kind, op, world.values(dice, op));
    const [auth, header] = user ? [user.name, user.auth] : badAuth(dice, world);
    if (header !== undefined) req.headers.authorization = header;
    const key = op.keyed ? this.idempotencyKey() : undefined;
    if (key !== undefined) req.headers['idempotency-key'] = key;
    return { op, req, user, auth, key };
  }

  /** Idempotency-Key headers: none, fresh, one used before (anywhere), or out of shape. */
  private idempotencyKey(): string | undefined {
    const { dice, usedKeys } = this;
    const r = dice.next();
    if (r < 0.35) return undefined;
    if (r < 0.7 || usedKeys.length === 0) return tokenLike(dice, 16);
    if (r < 0.9) return dice.pick(usedKeys);
    return dice.pick(['', ' ', 'k'.repeat(101), 'key with spaces', 'ключ', '\t']);
  }

  private async send(req: FuzzRequest) {
    try {
      return await this.world.t.m.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: req.headers,
        ...(req.payload !== undefined ? { payload: req.payload } : {}),
        // Many clients: per-IP limits must not turn the run into a stream of 429s.
        remoteAddress: `127.${this.dice.int(256)}.${this.dice.int(256)}.${1 + this.dice.int(254)}`,
      });
    } catch (error) {
      // A header no HTTP client can send (a control character): nothing reached the app.
      if (/Invalid character|ERR_INVALID_CHAR/.test(String(error))) return null;
      throw error;
    }
  }
}
