import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { SharedTypeProvider } from '../type-provider';

const RpcRequest = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Integer(), Type.Null()])),
    method: Type.String({ minLength: 1, maxLength: 100 }),
    params: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
type RpcRequest = Static<typeof RpcRequest>;
const RpcBody = Type.Union([RpcRequest, Type.Array(RpcRequest, { minItems: 1, maxItems: 50 })]);

/**
 * Ordinary chain calls pass; the node's own control methods (anvil_*, evm_* snapshots and
 * time travel, debug_*) do not, so a visitor of the demo cannot rewind or wreck its chain.
 * Nor do the methods that sign with the node's unlocked dev accounts: wallets sign themselves
 * and send raw transactions, so no visitor can spend another dev account's funds.
 */
const NODE_SIGNING = /^eth_(sendTransaction|sign|signTransaction|signTypedData.*|accounts)$/;
export const isProxiedMethod = (method: string) =>
  /^(eth|net|web3)_/.test(method) && !NODE_SIGNING.test(method);

/**
 * POST /rpc: the demo's local chain through the API's own origin, so the whole product is one
 * URL (system_info.rpcUrl = '/rpc'). Registered only when the API runs that chain itself.
 */
export async function rpcRoutes(app: FastifyInstance, { chain }: AppDeps) {
  app
    .withTypeProvider<SharedTypeProvider>()
    .post('/rpc', { schema: { body: RpcBody } }, async (request, reply) => {
      const batch = Array.isArray(request.body);
      const calls: RpcRequest[] = Array.isArray(request.body) ? request.body : [request.body];
      const answers = new Map<number, unknown>();
      // Forwarded with our own ids (their index) so answers match up whatever order they return in.
      const forward = calls.flatMap((c, i) => (isProxiedMethod(c.method) ? [{ ...c, id: i }] : []));
      if (forward.length > 0) {
        const res = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(forward),
          signal: AbortSignal.timeout(30_000),
        });
        for (const answer of (await res.json()) as { id: number }[]) answers.set(answer.id, answer);
      }
      const out = calls.map((call, i) => {
        const answer = answers.get(i);
        if (answer) return { ...answer, id: call.id ?? null };
        return {
          jsonrpc: '2.0',
          id: call.id ?? null,
          error: { code: -32601, message: `${call.method} is not available through /rpc` },
        };
      });
      return reply.type('application/json').send(JSON.stringify(batch ? out : out[0]));
    });
}
