import { ERRORS, type ErrorName, SUCCESS_CODE } from '@xbond/shared/errors';

const BY_CODE = new Map<number, ErrorName>(
  (Object.keys(ERRORS) as ErrorName[]).map((name) => [ERRORS[name].code, name]),
);

export interface Answer {
  statusCode: number;
  body: string;
  headers?: Record<string, unknown>;
}

/** The envelope's code (SUCCESS_CODE = accepted), or a reason the answer itself is wrong. */
export function readAnswer(url: string, res: Answer): { code: number | null; problem?: string } {
  if (res.statusCode >= 500) return { code: null, problem: `HTTP ${res.statusCode}` };
  if (!url.startsWith('/api/')) return { code: res.statusCode < 400 ? SUCCESS_CODE : null };
  // A file (the records' CSV export) is the answer itself; its refusals are envelopes.
  if (res.statusCode === 200 && String(res.headers?.['content-type']).startsWith('text/csv'))
    return { code: SUCCESS_CODE };
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return { code: null, problem: 'the answer is not JSON' };
  }
  const { code, msg } = body;
  if (typeof code !== 'number' || typeof msg !== 'string' || !('data' in body))
    return { code: null, problem: 'the answer is not an envelope' };
  if (code === SUCCESS_CODE) {
    return res.statusCode === 200
      ? { code }
      : { code, problem: `code 1 with HTTP ${res.statusCode}` };
  }
  const name = BY_CODE.get(code);
  if (!name) return { code, problem: `unknown code ${code}` };
  if (body.data !== null) return { code, problem: 'a refusal with data' };
  if (ERRORS[name].http !== res.statusCode)
    return { code, problem: `${name} with HTTP ${res.statusCode}, not ${ERRORS[name].http}` };
  return { code };
}

/** Which accounts differ between two `LedgerState.balances` texts, for the failure report. */
export function balanceDiff(before: string, after: string): string {
  const parse = (s: string) =>
    new Map(
      s
        .split(',')
        .filter(Boolean)
        .map((p) => p.split('=') as [string, string]),
    );
  const a = parse(before);
  const b = parse(after);
  const ids = new Set([...a.keys(), ...b.keys()]);
  return [...ids]
    .filter((id) => a.get(id) !== b.get(id))
    .map((id) => `account ${id}: ${a.get(id) ?? 'none'} -> ${b.get(id) ?? 'none'}`)
    .join('; ');
}

/** What went wrong, by kind: how often, and the first few requests it happened to. */
export class Findings {
  private readonly byKind = new Map<string, { count: number; examples: string[] }>();

  add(why: string, example: string) {
    const seen = this.byKind.get(why) ?? { count: 0, examples: [] };
    seen.count++;
    if (seen.examples.length < 3) seen.examples.push(example);
    this.byKind.set(why, seen);
  }

  report(): string[] {
    return [...this.byKind].map(
      ([why, { count, examples }]) => `${why} (${count}x):\n  ${examples.join('\n  ')}`,
    );
  }
}
