import { type Static, Type } from '@sinclair/typebox';
import { ClosedObject, route } from './primitives';

/**
 * What a notice tells (docs/notices.md). The web app words each kind in the reader's language
 * from its params, and links it to where the user acts.
 */
export const NOTICE_KINDS = [
  'deposit_credited',
  'voucher_issued',
  'voucher_expiring',
  'voucher_refunded',
  'swap_filled',
  'order_matured',
  'bond_vested',
  'flowbond_finished',
  'prize_won',
  'prize_unclaimed',
  'release_finished',
  'level_reached',
  'insurance_paid',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NoticeKindSchema = Type.Union(NOTICE_KINDS.map((k) => Type.Literal(k)));

/** The data a notice's text is built from: ids, assets, decimal amounts, ISO times. */
export const NoticeParams = Type.Unsafe<Record<string, string>>(
  Type.Object({}, { additionalProperties: Type.String() }),
);
export type NoticeParams = Static<typeof NoticeParams>;

export const Notice = Type.Object({
  id: Type.String(),
  kind: NoticeKindSchema,
  params: NoticeParams,
  /** ISO 8601: when the event happened. */
  time: Type.String(),
  read: Type.Boolean(),
});
export type Notice = Static<typeof Notice>;

export const NOTICES_MAX_LIMIT = 50;

/** GET /api/v2/user/notices?limit=: the newest notices and the unread count (ETag'd). */
export const NoticesQuery = ClosedObject({
  limit: Type.Integer({ minimum: 1, maximum: NOTICES_MAX_LIMIT, default: 30 }),
});
export const NoticeList = Type.Object({ items: Type.Array(Notice), unread: Type.Integer() });
export type NoticeList = Static<typeof NoticeList>;
export const noticesRoute = route('GET', '/api/v2/user/notices', NoticeList, {
  querystring: NoticesQuery,
});

/** GET /api/v2/user/notices/unread: only the bell's count (ETag'd), for every page. */
export const NoticeCount = Type.Object({ unread: Type.Integer() });
export type NoticeCount = Static<typeof NoticeCount>;
export const noticeCountRoute = route('GET', '/api/v2/user/notices/unread', NoticeCount);

/**
 * POST /api/v2/user/notices/read {ids?}: marks the user's notices read, those listed or, with
 * no ids, all of them. Moves no money and repeats harmlessly, so it takes no Idempotency-Key.
 */
export const MarkNoticesRead = ClosedObject({
  ids: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9]{1,19}$' }), { maxItems: 100 })),
});
export type MarkNoticesRead = Static<typeof MarkNoticesRead>;
export const markNoticesReadRoute = route('POST', '/api/v2/user/notices/read', NoticeCount, {
  body: MarkNoticesRead,
});
