/**
 * A scripted EIP-1193 wallet for unit tests of the wallet helpers, used only where nothing real
 * can run in jsdom (no extension, no chain). It records every call; the real-chain checks are
 * the browser tests in e2e/.
 */
import type {
  Eip1193Listener,
  Eip1193Provider,
  Eip1193RequestArgs,
} from '@/features/wallet/provider';

export type Answer = (params: readonly unknown[]) => unknown;

export interface FakeWallet extends Eip1193Provider {
  calls: { method: string; params: readonly unknown[] }[];
  answers: Record<string, Answer>;
  emit(event: string, ...args: unknown[]): void;
  methods(): string[];
}

export function fakeWallet(answers: Record<string, Answer> = {}): FakeWallet {
  const listeners = new Map<string, Set<Eip1193Listener>>();
  const wallet: FakeWallet = {
    calls: [],
    answers,
    async request({ method, params }: Eip1193RequestArgs) {
      const list = Array.isArray(params) ? params : [];
      wallet.calls.push({ method, params: list });
      const answer = wallet.answers[method];
      if (!answer) throw Object.assign(new Error(`unexpected ${method}`), { code: 4200 });
      return answer(list);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      for (const fn of listeners.get(event) ?? []) (fn as (...a: unknown[]) => void)(...args);
    },
    methods: () => wallet.calls.map((c) => c.method),
  };
  return wallet;
}

export const rejectWith =
  (code: number, message = 'rejected'): Answer =>
  () => {
    throw Object.assign(new Error(message), { code });
  };
