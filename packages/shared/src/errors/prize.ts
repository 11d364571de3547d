import { def, type ErrorGroup } from './define';

/** The prize pool (docs/trading.md): 2421-2429, in the trading range. */
export const PRIZE_ERRORS = {
  prizeNotFound: def(2421, 200, {
    en: 'Prize not found.',
    zhTw: '找不到此獎勵。',
    kr: '상금을 찾을 수 없습니다.',
    ja: '賞金が見つかりません。',
    th: 'ไม่พบรางวัล',
  }),
  prizeClaimed: def(2422, 200, {
    en: 'This prize has already been claimed.',
    zhTw: '此獎勵已領取。',
    kr: '이 상금은 이미 수령했습니다.',
    ja: 'この賞金はすでに受け取り済みです。',
    th: 'รับรางวัลนี้ไปแล้ว',
  }),
  prizeExpired: def(2423, 200, {
    en: 'This prize was not claimed within {0} days and rolled into the prize pool.',
    zhTw: '此獎勵未在 {0} 天內領取，已轉入獎池。',
    kr: '이 상금은 {0}일 이내에 수령되지 않아 상금 풀로 이월되었습니다.',
    ja: 'この賞金は {0} 日以内に受け取られなかったため、賞金プールに繰り越されました。',
    th: 'รางวัลนี้ไม่ได้รับภายใน {0} วัน จึงถูกโอนกลับเข้ากองรางวัล',
  }),
} as const satisfies ErrorGroup;
