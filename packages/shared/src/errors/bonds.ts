import { def, type ErrorGroup } from './define';

/** Bonds (docs/bonds.md): 2201-2299; 2201-2219 both kinds, 2221- liquidity bonds. */
export const BOND_ERRORS = {
  bondTermInvalid: def(2201, 200, {
    en: 'Choose a bond term of {0} days',
    zhTw: '請選擇 {0} 天的債券期限',
    kr: '{0}일 중에서 채권 기간을 선택하세요',
    ja: '債券の期間は {0} 日から選んでください',
    th: 'กรุณาเลือกระยะเวลาพันธบัตร {0} วัน',
  }),
  bondBelowMinimum: def(2202, 200, {
    en: 'The amount cannot be less than {0} {1}',
    zhTw: '數量不能少於 {0} {1}',
    kr: '수량은 {0} {1} 이상이어야 합니다',
    ja: '数量は {0} {1} 以上にしてください',
    th: 'จำนวนต้องไม่น้อยกว่า {0} {1}',
  }),
  bondSoldOut: def(2203, 200, {
    en: "Sold out: today's bond capacity has {0} X left. Capacity returns at {1}.",
    zhTw: '已售罄：今日債券額度僅剩 {0} X，額度將於 {1} 恢復。',
    kr: '매진: 오늘 남은 채권 한도는 {0} X입니다. 한도는 {1}에 다시 열립니다.',
    ja: '完売：本日の債券枠は残り {0} X です。枠は {1} に戻ります。',
    th: 'ขายหมดแล้ว: โควตาพันธบัตรวันนี้เหลือ {0} X โควตาจะกลับมาเวลา {1}',
  }),
  bondPriceMoved: def(2204, 200, {
    en: 'The bond price moved to {0} USDD, above your limit of {1} USDD. Check the new price and try again.',
    zhTw: '債券價格已變動為 {0} USDD，高於您的上限 {1} USDD。請確認新價格後再試。',
    kr: '채권 가격이 {0} USDD로 변동되어 설정한 한도 {1} USDD를 넘었습니다. 새 가격을 확인하고 다시 시도하세요.',
    ja: '債券価格が {0} USDD に変わり、上限の {1} USDD を超えました。新しい価格を確認してもう一度お試しください。',
    th: 'ราคาพันธบัตรเปลี่ยนเป็น {0} USDD ซึ่งสูงกว่าขีดจำกัดของคุณ {1} USDD กรุณาตรวจสอบราคาใหม่แล้วลองอีกครั้ง',
  }),
  bondTreasuryShort: def(2205, 200, {
    en: 'The treasury cannot cover this bond right now. Try a smaller amount or try again later.',
    zhTw: '金庫目前無法支應此債券，請減少數量或稍後再試。',
    kr: '현재 트레저리가 이 채권을 감당할 수 없습니다. 수량을 줄이거나 나중에 다시 시도하세요.',
    ja: '現在トレジャリーはこの債券をまかなえません。数量を減らすか、後でもう一度お試しください。',
    th: 'คลังไม่สามารถรองรับพันธบัตรนี้ได้ในขณะนี้ กรุณาลดจำนวนหรือลองใหม่ภายหลัง',
  }),
  bondOrderNotFound: def(2206, 200, {
    en: 'Bond not found.',
    zhTw: '找不到此債券。',
    kr: '채권을 찾을 수 없습니다.',
    ja: '債券が見つかりません。',
    th: 'ไม่พบพันธบัตรนี้',
  }),
  bondNothingToClaim: def(2207, 200, {
    en: 'Nothing has been released to claim yet.',
    zhTw: '目前沒有已釋放可領取的數量。',
    kr: '아직 수령할 수 있는 해제 수량이 없습니다.',
    ja: '受け取れる解放済みの数量はまだありません。',
    th: 'ยังไม่มียอดที่ปลดล็อกให้รับ',
  }),
} as const satisfies ErrorGroup;
