import { createHash } from 'node:crypto';
import { markNoticesReadRoute, noticeCountRoute, noticesRoute } from '@xbond/shared/api/notices';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { listNotices, markRead, unreadCount } from '#src/notices/read';
import { ok } from '#src/plugins/envelope';
import { requireSession, sessionUserId } from '#src/session/auth';
import type { SharedTypeProvider } from '#src/type-provider';

/**
 * Sends `data` with an ETag of its JSON, or 304 when the client already holds it: the inbox
 * and the bell poll, and most polls find nothing new (docs/notices.md).
 */
function sendTagged(request: FastifyRequest, reply: FastifyReply, data: unknown) {
  const body = String(reply.serialize(ok(data)));
  const tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply
    .header('etag', tag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Authorization, Accept-Language');
  if (request.headers['if-none-match'] === tag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The signed-in user's notification inbox: the list, the bell's count, marking read. */
export async function noticeRoutes(app: FastifyInstance, { db, clock, money, sessions }: AppDeps) {
  const typed = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);

  typed.get(
    noticesRoute.url,
    {
      schema: {
        querystring: noticesRoute.querystring,
        response: { 200: noticesRoute.response },
      },
      preHandler,
    },
    async (request, reply) => {
      const userId = sessionUserId(request);
      const [items, unread] = await Promise.all([
        listNotices(db, money.book, userId, request.query.limit),
        unreadCount(db, userId),
      ]);
      return sendTagged(request, reply, { items, unread });
    },
  );

  typed.get(
    noticeCountRoute.url,
    { schema: { response: { 200: noticeCountRoute.response } }, preHandler },
    async (request, reply) =>
      sendTagged(request, reply, { unread: await unreadCount(db, sessionUserId(request)) }),
  );

  typed.post(
    markNoticesReadRoute.url,
    {
      schema: { body: markNoticesReadRoute.body, response: { 200: markNoticesReadRoute.response } },
      preHandler,
    },
    async (request) => {
      const userId = sessionUserId(request);
      await markRead(db, userId, request.body.ids, clock.now());
      return ok({ unread: await unreadCount(db, userId) });
    },
  );
}
