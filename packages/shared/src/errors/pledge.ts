import { def, type ErrorGroup } from './define';

/** Staking (docs/pledge.md): 2101-2199, shared with insurance (2121-) and the price (2111). */
export const PLEDGE_ERRORS = {
  pledgeBelowMinimum: def(2101, 200, {
    en: 'Staking amount cannot be less than {0} X',
    zhTw: '質押數量不能少於 {0} X',
    kr: '스테이킹 수량은 {0} X 이상이어야 합니다',
    ja: 'ステーキング数量は {0} X 以上にしてください',
    th: 'จำนวนที่ stake ต้องไม่น้อยกว่า {0} X',
  }),
  pledgeLimitExceeded: def(2102, 200, {
    en: 'Active staking is limited to {0} X per account; you can stake {1} X more',
    zhTw: '每個帳戶的有效質押上限為 {0} X，您還可以質押 {1} X',
    kr: '계정당 활성 스테이킹 한도는 {0} X입니다. {1} X를 더 스테이킹할 수 있습니다',
    ja: '有効なステーキングは1アカウントあたり {0} X までです。あと {1} X ステーキングできます',
    th: 'การ stake ที่ใช้งานอยู่จำกัดไว้ที่ {0} X ต่อบัญชี คุณ stake เพิ่มได้อีก {1} X',
  }),
  pledgeTermInvalid: def(2103, 200, {
    en: 'Choose a term of {0} days',
    zhTw: '請選擇 {0} 天的期限',
    kr: '{0}일 중에서 기간을 선택하세요',
    ja: '期間は {0} 日から選んでください',
    th: 'กรุณาเลือกระยะเวลา {0} วัน',
  }),
  pledgeOrderNotFound: def(2104, 200, {
    en: 'Staking order not found.',
    zhTw: '找不到此質押訂單。',
    kr: '스테이킹 주문을 찾을 수 없습니다.',
    ja: 'ステーキング注文が見つかりません。',
    th: 'ไม่พบคำสั่ง stake นี้',
  }),
  pledgeOrderNotMatured: def(2105, 200, {
    en: 'This order has not matured yet.',
    zhTw: '此訂單尚未到期。',
    kr: '이 주문은 아직 만기가 되지 않았습니다.',
    ja: 'この注文はまだ満期になっていません。',
    th: 'คำสั่งนี้ยังไม่ครบกำหนด',
  }),
  pledgeOrderRepledged: def(2106, 200, {
    en: 'This order has already been repledged.',
    zhTw: '此訂單已重新質押。',
    kr: '이 주문은 이미 재스테이킹되었습니다.',
    ja: 'この注文はすでに再ステーキングされています。',
    th: 'คำสั่งนี้ถูก stake ซ้ำไปแล้ว',
  }),
  pledgeNothingToClaim: def(2107, 200, {
    en: 'There is no reward to claim yet.',
    zhTw: '目前沒有可領取的收益。',
    kr: '아직 수령할 보상이 없습니다.',
    ja: '受け取れる報酬はまだありません。',
    th: 'ยังไม่มีรางวัลให้รับ',
  }),
} as const satisfies ErrorGroup;
