import { def, type ErrorGroup } from './define';

/**
 * Trading (docs/trading.md) is 2401-2499; the flash swap 2401-2409, and 2722 (a request that
 * would block others).
 */
export const SWAP_ERRORS = {
  swapCurrency: def(2401, 200, {
    en: 'Select the outgoing, incoming or exchange currency',
    zhTw: '請選擇兌出、兌入或兌換幣種',
    kr: '보낼 통화, 받을 통화 또는 교환 통화를 선택하세요',
    ja: '送付する通貨、受け取る通貨、または交換する通貨を選択してください',
    th: 'กรุณาเลือกสกุลเงินที่จะแลกออก แลกเข้า หรือสกุลเงินที่จะแลกเปลี่ยน',
  }),
  swapAmountInvalid: def(2402, 200, {
    en: 'Enter the outgoing amount and enter a correct amount',
    zhTw: '請輸入兌出數量，並輸入正確的數量',
    kr: '보낼 수량을 입력하고 올바른 수량을 입력하세요',
    ja: '送付数量を入力し、正しい数量を入力してください',
    th: 'กรุณากรอกจำนวนที่จะแลกออก และกรอกจำนวนที่ถูกต้อง',
  }),
  swapPriceStale: def(2403, 200, {
    en: 'The market price of {0} could not be read for several minutes, so swaps are paused. Please try again shortly.',
    zhTw: '{0} 的市場價格已數分鐘無法讀取，兌換暫停，請稍後再試。',
    kr: '몇 분째 {0}의 시장 가격을 읽을 수 없어 교환이 일시 중지되었습니다. 잠시 후 다시 시도하세요.',
    ja: '数分間 {0} の市場価格を読み取れないため、交換を一時停止しています。しばらくしてからもう一度お試しください。',
    th: 'ไม่สามารถอ่านราคาตลาดของ {0} ได้มาหลายนาที จึงหยุดการแลกเปลี่ยนชั่วคราว กรุณาลองใหม่อีกครั้งในภายหลัง',
  }),
  swapSlippageExceeded: def(2404, 200, {
    en: 'The price moved: this swap would now receive {0} {1}, less than the {2} {1} your slippage allows. Get a new quote.',
    zhTw: '價格已變動：此兌換現在只能獲得 {0} {1}，低於您的滑點容許的 {2} {1}。請重新報價。',
    kr: '가격이 변동되었습니다. 지금 이 교환으로 받는 수량은 {0} {1}로, 슬리피지가 허용하는 {2} {1}보다 적습니다. 새 견적을 받으세요.',
    ja: '価格が変動しました。この交換で受け取れるのは {0} {1} で、スリッページで許容される {2} {1} を下回ります。新しい見積もりを取得してください。',
    th: 'ราคาเปลี่ยนไป: ตอนนี้การแลกนี้จะได้รับ {0} {1} ซึ่งน้อยกว่า {2} {1} ที่ค่า slippage ของคุณยอมรับได้ กรุณาขอราคาใหม่',
  }),
  swapSlippageInvalid: def(2405, 200, {
    en: 'Slippage must be between {0}% and {1}%.',
    zhTw: '滑點必須介於 {0}% 與 {1}% 之間。',
    kr: '슬리피지는 {0}%에서 {1}% 사이여야 합니다.',
    ja: 'スリッページは {0}% から {1}% の間で指定してください。',
    th: 'ค่า slippage ต้องอยู่ระหว่าง {0}% ถึง {1}%',
  }),
  swapNotFound: def(2406, 200, {
    en: 'Swap not found.',
    zhTw: '找不到此兌換。',
    kr: '교환 내역을 찾을 수 없습니다.',
    ja: '交換が見つかりません。',
    th: 'ไม่พบรายการแลกเปลี่ยน',
  }),
  swapNotPending: def(2407, 200, {
    en: 'Only a swap pending exchange can be cancelled; this one is completed or already cancelled.',
    zhTw: '只有待兌換的兌換可以取消，此兌換已完成或已取消。',
    kr: '교환 대기 중인 교환만 취소할 수 있습니다. 이 교환은 이미 완료되었거나 취소되었습니다.',
    ja: '取り消せるのは交換待ちの交換だけです。この交換は完了済みか、すでに取り消されています。',
    th: 'ยกเลิกได้เฉพาะรายการที่รอการแลกเปลี่ยนเท่านั้น รายการนี้เสร็จสมบูรณ์หรือถูกยกเลิกไปแล้ว',
  }),
  swapPendingLimit: def(2722, 200, {
    en: 'You already have {0} swaps waiting to be filled. Cancel one or wait until one fills.',
    zhTw: '您已有 {0} 筆等待成交的兌換。請取消其中一筆或等待成交。',
    kr: '체결 대기 중인 교환이 이미 {0}건 있습니다. 하나를 취소하거나 체결될 때까지 기다리세요.',
    ja: '約定待ちのスワップがすでに {0} 件あります。いずれかをキャンセルするか、約定までお待ちください。',
    th: 'คุณมีรายการแลกเปลี่ยนที่รอดำเนินการอยู่แล้ว {0} รายการ กรุณายกเลิกหนึ่งรายการหรือรอจนกว่าจะสำเร็จ',
  }),
} as const satisfies ErrorGroup;
