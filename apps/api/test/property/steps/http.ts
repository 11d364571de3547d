// The HTTP path for a sample of the steps: the same services behind the routes, with the
// routes' validation, sessions and envelopes. A refusal becomes the AppError the service threw.
import { ERRORS, type ErrorName } from '@xbond/shared/errors';
import { AppError } from '#src/errors';
import { call } from '../../helpers/money';
import type { User, World } from '../world';

const byCode = new Map(
  (Object.keys(ERRORS) as ErrorName[]).map((name) => [ERRORS[name].code as number, name]),
);

/** POSTs `body` to `url` as `user`; answers the envelope's data, throws its refusal. */
export async function post<T>(w: World, user: User, url: string, body?: object): Promise<T> {
  const reply = await call(w.m.app, user.auth, 'POST', url, body);
  return answered<T>(reply);
}

/** GETs `url` with `query` as `user`; answers the envelope's data, throws its refusal. */
export async function get<T>(
  w: World,
  user: User,
  url: string,
  query: Record<string, string>,
): Promise<T> {
  const reply = await call(w.m.app, user.auth, 'GET', `${url}?${new URLSearchParams(query)}`);
  return answered<T>(reply);
}

function answered<T>(reply: { code: number; msg: string; data: unknown }): T {
  if (reply.code === 1) return reply.data as T;
  const name = byCode.get(reply.code);
  if (!name) throw new Error(`unknown refusal ${reply.code}: ${reply.msg}`);
  throw new AppError(name);
}
