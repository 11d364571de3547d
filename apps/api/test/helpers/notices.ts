// The notification inbox as a user reads it: tests of a feature check its event's notice.
import type { Notice, NoticeKind, NoticeList } from '@xbond/shared/api/notices';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The user's notices of `kind` (`auth`: the bearer header), newest first. */
export async function noticesOf(
  app: Pick<FastifyInstance, 'inject'>,
  auth: string,
  kind: NoticeKind,
): Promise<Notice[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v2/user/notices?limit=50',
    headers: { authorization: auth },
  });
  const body = JSON.parse(res.body) as { code: number; msg: string; data: NoticeList };
  expect(body.code, body.msg).toBe(1);
  return body.data.items.filter((n) => n.kind === kind);
}
