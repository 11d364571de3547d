import { financialDetailRoute, recordsExportRoute } from '@xbond/shared/api/records';
import { RECORD_TYPES } from '@xbond/shared/values/records';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { AppError } from '#src/errors';
import { listRecords } from '#src/ledger/records';
import { recordsCsv } from '#src/ledger/records-csv';
import { ok, requestLocale } from '#src/plugins/envelope';
import { requireSession, sessionUserId } from '#src/session/auth';
import type { SharedTypeProvider } from '#src/type-provider';

/** `type` and the comma-separated `types` as one list; a type the records do not know is refused. */
function typesOf(query: { type?: string | undefined; types?: string | undefined }) {
  const types = [...(query.type ? [query.type] : []), ...(query.types?.split(',') ?? [])];
  const unknown = types.find((t) => !(RECORD_TYPES as readonly string[]).includes(t));
  if (unknown !== undefined) throw new AppError('invalidRequest', [`types: ${unknown}`]);
  return types;
}

/** An ISO 8601 instant the schema's pattern let through, refused when it is not a real date. */
function instant(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new AppError('invalidRequest', [name]);
  return at;
}

/**
 * GET /api/v2/user/financial_detail: the user's records, paged (docs/ledger.md, "Reads"), and
 * GET .../financial_detail/export: the records the same filters select, as a CSV file.
 */
export async function recordsRoutes(app: FastifyInstance, { db, money, sessions }: AppDeps) {
  const typed = app.withTypeProvider<SharedTypeProvider>();
  typed.get(
    financialDetailRoute.url,
    {
      schema: {
        querystring: financialDetailRoute.querystring,
        response: { 200: financialDetailRoute.response },
      },
      preHandler: requireSession(sessions),
    },
    async (request) => {
      const { page, pageSize, asset, account } = request.query;
      const { items, total } = await listRecords(db, {
        userId: sessionUserId(request),
        page,
        pageSize,
        asset,
        account,
        types: typesOf(request.query),
      });
      return ok({
        items: items.map((e) => ({
          id: e.operationId,
          type: e.type,
          account: e.account,
          asset: e.asset,
          amount: money.book.format(e.asset, e.amount),
          time: e.time.toISOString(),
          status: e.status,
        })),
        total,
        page,
        pageSize,
      });
    },
  );

  typed.get(
    recordsExportRoute.url,
    {
      schema: {
        querystring: recordsExportRoute.querystring,
        response: { 200: recordsExportRoute.response },
      },
      preHandler: requireSession(sessions),
    },
    async (request, reply) => {
      const { asset, account } = request.query;
      const from = instant('from', request.query.from);
      const to = instant('to', request.query.to);
      if (from && to && from >= to) throw new AppError('invalidRequest', ['from is not before to']);
      const csv = recordsCsv(
        db,
        money.book,
        { userId: sessionUserId(request), asset, account, types: typesOf(request.query) },
        { from, to },
        requestLocale(request),
        (error) => request.log.error({ err: error }, 'records export failed'),
      );
      // The schema's string is the document's description; the body is the stream itself.
      const file: FastifyReply = reply;
      return file
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="xbond-records.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
