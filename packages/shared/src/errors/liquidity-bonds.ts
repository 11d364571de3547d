import { def, type ErrorGroup } from './define';

/** Liquidity bonds (docs/bonds.md): 2221-2299. */
export const LIQUIDITY_BOND_ERRORS = {
  flowbondClosed: def(2221, 200, {
    en: 'The X/USDD pair is closed: liquidity bonds take no new donations for now.',
    zhTw: 'X/USDD 交易對已關閉：流動性債券暫不接受新的捐贈。',
    kr: 'X/USDD 페어가 닫혀 있어 유동성 채권은 당분간 새 기부를 받지 않습니다.',
    ja: 'X/USDD ペアは閉鎖中です：流動性債券は当面新しい寄付を受け付けません。',
    th: 'คู่ X/USDD ปิดอยู่: พันธบัตรสภาพคล่องไม่รับการบริจาคใหม่ในขณะนี้',
  }),
  flowbondRedeemed: def(2222, 200, {
    en: 'This bond has already been redeemed.',
    zhTw: '此債券已被贖回。',
    kr: '이 채권은 이미 상환되었습니다.',
    ja: 'この債券はすでに償還されています。',
    th: 'พันธบัตรนี้ถูกไถ่ถอนไปแล้ว',
  }),
  flowbondEnded: def(2223, 200, {
    en: 'This bond has released everything: there is nothing left to redeem.',
    zhTw: '此債券已全部釋放，沒有可贖回的部分。',
    kr: '이 채권은 모두 해제되어 상환할 수 있는 부분이 없습니다.',
    ja: 'この債券はすべて解放済みで、償還できる部分は残っていません。',
    th: 'พันธบัตรนี้ปลดล็อกครบแล้ว ไม่มีส่วนเหลือให้ไถ่ถอน',
  }),
} as const satisfies ErrorGroup;
