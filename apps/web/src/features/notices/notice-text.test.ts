// @vitest-environment node
/** Every kind of notice reads as a whole sentence in every language, and links somewhere. */
import { NOTICE_KINDS, type Notice } from '@xbond/shared/api/notices';
import { LOCALES } from '@xbond/shared/locales';
import { describe, expect, it } from 'vitest';
import { i18n, translatorOf } from '@/lib/i18n';
import { messagesOf } from '@/testing/messages';
import { NOTICE_LINKS, noticeText } from './notice-text';

/** Every param any kind carries, as the API sends them. */
const PARAMS = {
  asset: 'X',
  amount: '1234.5',
  withdrawalId: '7',
  deadline: '2026-11-30T08:00:00Z',
  swapId: '12',
  from: 'USDD',
  to: 'TNB',
  out: '99.5',
  orderId: '3',
  bondId: '4',
  kind: 'week',
  period: 'week:2026-11-23',
  rank: '2',
  prizeId: '9',
  expiresAt: '2026-12-23T00:00:00Z',
  planId: '5',
  level: '3',
  policyId: '6',
};

const notice = (kind: Notice['kind']): Notice => ({
  id: '1',
  kind,
  params: PARAMS,
  time: '2026-11-28T00:00:00.000Z',
  read: false,
});

describe('notice texts', () => {
  it.each(LOCALES)('words every kind in %s from its data, with nothing left unfilled', (locale) => {
    i18n.addMessages(locale, messagesOf(locale));
    const t = translatorOf(locale);
    const format = { when: (iso: string) => `<${iso}>`, amount: (v: string) => `[${v}]` };
    for (const kind of NOTICE_KINDS) {
      const text = noticeText(t, notice(kind), format);
      expect(text, kind).not.toMatch(/\{\{|notices\./);
      if (text.includes('1234.5')) expect(text).toContain('[1234.5]');
    }
    const expiring = noticeText(t, notice('voucher_expiring'), format);
    expect(expiring).toContain('<2026-11-30T08:00:00Z>');
    const won = noticeText(t, notice('prize_won'), format);
    expect(won).toContain(messagesOf(locale).notices.periods.week);
    expect(won).not.toContain('week:');
  });

  it('links each kind to a page', () => {
    for (const kind of NOTICE_KINDS) expect(NOTICE_LINKS[kind]).toMatch(/^\/pages\//);
  });
});
