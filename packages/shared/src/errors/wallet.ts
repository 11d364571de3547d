import { def, type ErrorGroup } from './define';

/**
 * Money in and out (2001-2099, docs/ledger.md): amounts and balances; and the chain watcher's
 * reorg (2650, docs/ledger.md "Reorgs").
 */
export const WALLET_ERRORS = {
  invalidAmount: def(2001, 200, {
    en: 'Enter a valid amount',
    zhTw: '請輸入有效的數量',
    kr: '올바른 수량을 입력하세요',
    ja: '有効な数量を入力してください',
    th: 'กรุณากรอกจำนวนที่ถูกต้อง',
  }),
  insufficientBalance: def(2002, 200, {
    en: 'Insufficient balance',
    zhTw: '餘額不足',
    kr: '잔액이 부족합니다',
    ja: '残高が不足しています',
    th: 'ยอดคงเหลือไม่เพียงพอ',
  }),
  // The chain watcher found a reorg (docs/ledger.md, "Reorgs"): no deposit is credited and no
  // redeemed voucher completed until an operator has looked at it; the funds stay safe on chain.
  chainReorg: def(2650, 200, {
    en: 'Deposits and withdrawals are paused while the chain is being checked. Your transaction is safe; please try again later.',
    zhTw: '鏈上資料核對中，充值與提現暫停處理。您的交易是安全的，請稍後再試。',
    kr: '체인을 확인하는 동안 입금과 출금 처리가 일시 중지되었습니다. 거래는 안전합니다. 잠시 후 다시 시도하세요.',
    ja: 'チェーンの確認中のため入金と出金の処理を一時停止しています。取引は安全です。しばらくしてからもう一度お試しください。',
    th: 'ระงับการเติมเงินและการถอนชั่วคราวระหว่างตรวจสอบเชน ธุรกรรมของคุณปลอดภัย กรุณาลองใหม่ภายหลัง',
  }),
} as const satisfies ErrorGroup;
