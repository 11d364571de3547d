import { def, type ErrorGroup } from './define';

/** Deposits (docs/ledger.md), in the money range 2001-2099: 2010-2019. */
export const DEPOSIT_ERRORS = {
  orderNotFound: def(2010, 200, {
    en: 'Deposit order not found.',
    zhTw: '找不到此充值訂單。',
    kr: '입금 주문을 찾을 수 없습니다.',
    ja: '入金注文が見つかりません。',
    th: 'ไม่พบคำสั่งฝาก',
  }),
  orderExpired: def(2011, 200, {
    en: 'This deposit order has expired. A transfer you already sent is still credited to your balance once confirmed.',
    zhTw: '此充值訂單已過期。已送出的轉帳在確認後仍會計入您的餘額。',
    kr: '이 입금 주문은 만료되었습니다. 이미 보낸 이체는 확인 후 잔액에 반영됩니다.',
    ja: 'この入金注文は期限切れです。送信済みの送金は承認後に残高へ反映されます。',
    th: 'คำสั่งฝากนี้หมดอายุแล้ว การโอนที่ส่งไปแล้วจะยังเข้ายอดคงเหลือของคุณเมื่อได้รับการยืนยัน',
  }),
  txNotFound: def(2012, 200, {
    en: 'Transaction not found on the chain. Please try again shortly.',
    zhTw: '鏈上找不到此交易，請稍後再試。',
    kr: '체인에서 거래를 찾을 수 없습니다. 잠시 후 다시 시도하세요.',
    ja: 'チェーン上に取引が見つかりません。しばらくしてからもう一度お試しください。',
    th: 'ไม่พบธุรกรรมบนเชน กรุณาลองใหม่อีกครั้งในภายหลัง',
  }),
  txFailed: def(2013, 200, {
    en: 'The transaction failed on the chain.',
    zhTw: '此交易在鏈上執行失敗。',
    kr: '체인에서 거래가 실패했습니다.',
    ja: 'この取引はチェーン上で失敗しました。',
    th: 'ธุรกรรมล้มเหลวบนเชน',
  }),
  txNotYours: def(2014, 200, {
    en: 'This transaction was not sent from your address.',
    zhTw: '此交易並非由您的地址發送。',
    kr: '이 거래는 회원님의 주소에서 보낸 것이 아닙니다.',
    ja: 'この取引はあなたのアドレスから送信されたものではありません。',
    th: 'ธุรกรรมนี้ไม่ได้ส่งจากที่อยู่ของคุณ',
  }),
  depositNoTransfer: def(2015, 200, {
    en: 'This transaction contains no token transfer from your address.',
    zhTw: '此交易不包含來自您地址的代幣轉帳。',
    kr: '이 거래에는 회원님 주소에서 보낸 토큰 이체가 없습니다.',
    ja: 'この取引にはあなたのアドレスからのトークン送金が含まれていません。',
    th: 'ธุรกรรมนี้ไม่มีการโอนโทเคนจากที่อยู่ของคุณ',
  }),
  depositWrongRecipient: def(2016, 200, {
    en: 'This transfer was not sent to the deposit address.',
    zhTw: '此轉帳並未發送至充值地址。',
    kr: '이 이체는 입금 주소로 보내지 않았습니다.',
    ja: 'この送金は入金アドレス宛てではありません。',
    th: 'การโอนนี้ไม่ได้ส่งไปยังที่อยู่สำหรับฝาก',
  }),
  depositWrongToken: def(2017, 200, {
    en: 'This transfer is not in {0}, the token of the order.',
    zhTw: '此轉帳的代幣不是訂單指定的 {0}。',
    kr: '이 이체는 주문한 토큰 {0}이(가) 아닙니다.',
    ja: 'この送金は注文のトークン {0} ではありません。',
    th: 'การโอนนี้ไม่ใช่โทเคน {0} ตามคำสั่ง',
  }),
  depositWrongAmount: def(2018, 200, {
    en: 'The transferred amount does not match the order ({0} {1}).',
    zhTw: '轉帳數量與訂單不符（{0} {1}）。',
    kr: '이체 수량이 주문과 일치하지 않습니다 ({0} {1}).',
    ja: '送金数量が注文と一致しません（{0} {1}）。',
    th: 'จำนวนที่โอนไม่ตรงกับคำสั่ง ({0} {1})',
  }),
  txAlreadyCredited: def(2019, 200, {
    en: 'This transaction was already credited to another deposit order.',
    zhTw: '此交易已計入另一筆充值訂單。',
    kr: '이 거래는 이미 다른 입금 주문에 반영되었습니다.',
    ja: 'この取引は既に別の入金注文に反映されています。',
    th: 'ธุรกรรมนี้ถูกนำเข้าบัญชีกับคำสั่งฝากอื่นแล้ว',
  }),
} as const satisfies ErrorGroup;
