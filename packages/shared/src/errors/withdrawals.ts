import { def, type ErrorGroup } from './define';

/** Withdrawals and their vouchers (docs/ledger.md), in the money range 2001-2099. */
export const WITHDRAWAL_ERRORS = {
  withdrawBelowMinimum: def(2003, 200, {
    en: 'Withdrawal amount cannot be less than {0} {1}',
    zhTw: '提領數量不能少於 {0} {1}',
    kr: '출금 수량은 {0} {1} 이상이어야 합니다',
    ja: '出金数量は {0} {1} 以上にしてください',
    th: 'จำนวนที่ถอนต้องไม่น้อยกว่า {0} {1}',
  }),
  withdrawalNotFound: def(2020, 200, {
    en: 'Withdrawal not found.',
    zhTw: '找不到此提領紀錄。',
    kr: '출금 내역을 찾을 수 없습니다.',
    ja: '出金が見つかりません。',
    th: 'ไม่พบรายการถอน',
  }),
  withdrawalRefunded: def(2021, 200, {
    en: 'This withdrawal expired unclaimed and was refunded to your balance.',
    zhTw: '此提領逾期未領取，已退回您的餘額。',
    kr: '이 출금은 기한 내에 수령되지 않아 잔액으로 환불되었습니다.',
    ja: 'この出金は期限内に受け取られなかったため、残高に返金されました。',
    th: 'รายการถอนนี้หมดอายุโดยไม่ได้รับ และได้คืนเข้ายอดคงเหลือของคุณแล้ว',
  }),
  claimNotFound: def(2022, 200, {
    en: 'This transaction does not redeem this withdrawal.',
    zhTw: '此交易並非領取這筆提領。',
    kr: '이 거래는 이 출금을 수령한 거래가 아닙니다.',
    ja: 'この取引はこの出金の受け取りではありません。',
    th: 'ธุรกรรมนี้ไม่ใช่การรับรายการถอนนี้',
  }),
} as const satisfies ErrorGroup;
