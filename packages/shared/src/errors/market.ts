import { def, type ErrorGroup } from './define';

/** Market prices (docs/insurance.md "Market price", docs/security.md "Prices"): 2111, 2700. */
export const MARKET_ERRORS = {
  priceStale: def(2111, 200, {
    en: "X's market price could not be read for several minutes. Please try again shortly.",
    zhTw: 'X 的市場價格已數分鐘無法讀取，請稍後再試。',
    kr: '몇 분째 X의 시장 가격을 읽을 수 없습니다. 잠시 후 다시 시도하세요.',
    ja: '数分間 X の市場価格を読み取れません。しばらくしてからもう一度お試しください。',
    th: 'ไม่สามารถอ่านราคาตลาดของ X ได้มาหลายนาทีแล้ว กรุณาลองใหม่อีกครั้งในภายหลัง',
  }),
  // Spot has left the reference price by more than PRICE_DEVIATION_MAX_BPS: purchases wait
  // for the market to settle.
  marketMoving: def(2700, 200, {
    en: 'The market is moving fast; try again in a few minutes.',
    zhTw: '市場價格波動劇烈，請數分鐘後再試。',
    kr: '시장이 빠르게 움직이고 있습니다. 몇 분 후에 다시 시도하세요.',
    ja: '相場が急速に動いています。数分後にもう一度お試しください。',
    th: 'ตลาดกำลังเคลื่อนไหวรวดเร็ว กรุณาลองใหม่ในอีกไม่กี่นาที',
  }),
} as const satisfies ErrorGroup;
