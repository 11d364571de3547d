import { CLIENT_CODES } from './error-codes';
import type { Locale } from './locales';

/**
 * The one error-code table of the API. `code` travels in the envelope; `http` is the status
 * the server answers with; `msg` is what the user reads, in every locale. `{0}` is filled
 * from the error's params.
 */
type Messages = Record<Locale, string>;
interface ErrorDef {
  code: number;
  http: number;
  msg: Messages;
}

function def(code: number, http: number, msg: Messages): ErrorDef {
  return { code, http, msg };
}

export const ERRORS = {
  notRegistered: def(CLIENT_CODES.notRegistered, 200, {
    en: 'This address is not registered. Enter an invitation code to join.',
    zhTw: '此地址尚未註冊，請輸入邀請碼加入。',
    kr: '등록되지 않은 주소입니다. 초대 코드를 입력해 가입하세요.',
    ja: 'このアドレスは未登録です。招待コードを入力して参加してください。',
    th: 'ที่อยู่นี้ยังไม่ได้ลงทะเบียน กรุณากรอกรหัสเชิญเพื่อเข้าร่วม',
  }),
  unknownInviteCode: def(CLIENT_CODES.unknownInviteCode, 200, {
    en: 'Unknown invitation code.',
    zhTw: '邀請碼不存在。',
    kr: '존재하지 않는 초대 코드입니다.',
    ja: '招待コードが見つかりません。',
    th: 'ไม่พบรหัสเชิญนี้',
  }),
  nonceInvalid: def(CLIENT_CODES.nonceInvalid, 200, {
    en: 'The sign-in request has expired or was already used. Please sign again.',
    zhTw: '登入請求已過期或已被使用，請重新簽名。',
    kr: '로그인 요청이 만료되었거나 이미 사용되었습니다. 다시 서명하세요.',
    ja: 'サインイン要求の有効期限が切れたか、既に使用されています。もう一度署名してください。',
    th: 'คำขอเข้าสู่ระบบหมดอายุหรือถูกใช้ไปแล้ว กรุณาลงนามใหม่',
  }),
  signatureInvalid: def(1004, 200, {
    en: 'The signature does not match this address.',
    zhTw: '簽名與此地址不符。',
    kr: '서명이 이 주소와 일치하지 않습니다.',
    ja: '署名がこのアドレスと一致しません。',
    th: 'ลายเซ็นไม่ตรงกับที่อยู่นี้',
  }),
  messageInvalid: def(1005, 200, {
    en: 'The sign-in message is not valid for this site: {0}.',
    zhTw: '登入訊息對本網站無效：{0}。',
    kr: '이 사이트에 유효하지 않은 로그인 메시지입니다: {0}.',
    ja: 'このサイトでは無効なサインインメッセージです：{0}。',
    th: 'ข้อความเข้าสู่ระบบไม่ถูกต้องสำหรับเว็บไซต์นี้: {0}',
  }),
  invalidRequest: def(1100, 200, {
    en: 'Invalid request: {0}',
    zhTw: '請求無效：{0}',
    kr: '잘못된 요청입니다: {0}',
    ja: '無効なリクエストです：{0}',
    th: 'คำขอไม่ถูกต้อง: {0}',
  }),
  // 2001-2099: money in and out (deposits, withdrawals, the ledger).
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
  withdrawBelowMinimum: def(2003, 200, {
    en: 'Withdrawal amount cannot be less than {0} {1}',
    zhTw: '提領數量不能少於 {0} {1}',
    kr: '출금 수량은 {0} {1} 이상이어야 합니다',
    ja: '出金数量は {0} {1} 以上にしてください',
    th: 'จำนวนที่ถอนต้องไม่น้อยกว่า {0} {1}',
  }),
  idempotencyConflict: def(2004, 200, {
    en: 'This request key was already used for a different request.',
    zhTw: '此請求識別碼已用於另一個不同的請求。',
    kr: '이 요청 키는 이미 다른 요청에 사용되었습니다.',
    ja: 'このリクエストキーは既に別のリクエストで使用されています。',
    th: 'คีย์คำขอนี้ถูกใช้กับคำขออื่นไปแล้ว',
  }),
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
  // 2101-2199: staking (docs/pledge.md).
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
  priceStale: def(2111, 200, {
    en: "X's market price could not be read for several minutes. Please try again shortly.",
    zhTw: 'X 的市場價格已數分鐘無法讀取，請稍後再試。',
    kr: '몇 분째 X의 시장 가격을 읽을 수 없습니다. 잠시 후 다시 시도하세요.',
    ja: '数分間 X の市場価格を読み取れません。しばらくしてからもう一度お試しください。',
    th: 'ไม่สามารถอ่านราคาตลาดของ X ได้มาหลายนาทีแล้ว กรุณาลองใหม่อีกครั้งในภายหลัง',
  }),
  insuranceAgreement: def(2121, 200, {
    en: 'Check to agree to the Insurance Agreement',
    zhTw: '請勾選同意保險協議',
    kr: '보험 약관에 동의하려면 체크하세요',
    ja: '保険規約に同意するにはチェックを入れてください',
    th: 'กรุณาทำเครื่องหมายเพื่อยอมรับข้อตกลงการประกัน',
  }),
  insuranceOrderNotActive: def(2122, 200, {
    en: 'Only an active order can be insured, before its maturity.',
    zhTw: '只有未到期的進行中訂單可以投保。',
    kr: '만기 전의 진행 중인 주문만 보험에 가입할 수 있습니다.',
    ja: '保険をかけられるのは満期前の進行中の注文だけです。',
    th: 'ทำประกันได้เฉพาะคำสั่งที่ยังดำเนินอยู่และยังไม่ครบกำหนด',
  }),
  insuranceAlreadyInsured: def(2123, 200, {
    en: 'This order is already insured.',
    zhTw: '此訂單已投保。',
    kr: '이 주문은 이미 보험에 가입되어 있습니다.',
    ja: 'この注文にはすでに保険がかけられています。',
    th: 'คำสั่งนี้ทำประกันแล้ว',
  }),
  insuranceAmountTooHigh: def(2124, 200, {
    en: "The insurance amount cannot exceed the order's principal.",
    zhTw: '投保金額不可超過訂單本金。',
    kr: '보험 금액은 주문 원금을 초과할 수 없습니다.',
    ja: '保険金額は注文の元本を超えられません。',
    th: 'จำนวนเงินประกันต้องไม่เกินเงินต้นของคำสั่ง',
  }),
  insuranceAmountTooLow: def(2125, 200, {
    en: 'The insurance amount is too small to insure.',
    zhTw: '投保金額太小，無法投保。',
    kr: '보험 금액이 너무 작아 가입할 수 없습니다.',
    ja: '保険金額が小さすぎて保険をかけられません。',
    th: 'จำนวนเงินประกันน้อยเกินไปที่จะทำประกันได้',
  }),
  insuranceNotFound: def(2126, 200, {
    en: 'Insurance policy not found.',
    zhTw: '找不到保單。',
    kr: '보험 증권을 찾을 수 없습니다.',
    ja: '保険契約が見つかりません。',
    th: 'ไม่พบกรมธรรม์ประกัน',
  }),
  // 2201-2299: bonds (docs/bonds.md); 2201-2219 both kinds, 2221- liquidity bonds.
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
  // 2401-2499: trading: flash swap, the turbo, the prize pool (docs/trading.md).
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
  turboAlreadyActivated: def(2411, 200, {
    en: 'The vortex is already activated.',
    zhTw: '渦流已啟動。',
    kr: '볼텍스가 이미 활성화되었습니다.',
    ja: 'ボルテックスはすでに有効化されています。',
    th: 'เปิดใช้งาน vortex แล้ว',
  }),
  turboNotActivated: def(2412, 200, {
    en: 'The vortex must be activated before X can be claimed.',
    zhTw: '必須先啟動渦流才能領取 X。',
    kr: 'X를 수령하려면 먼저 볼텍스를 활성화해야 합니다.',
    ja: 'X を受け取るには、先にボルテックスを有効化する必要があります。',
    th: 'ต้องเปิดใช้งาน vortex ก่อนจึงจะรับ X ได้',
  }),
  turboClaimTooMuch: def(2413, 200, {
    en: 'You can claim at most {0} X now. An equal amount of X must first be exchanged.',
    zhTw: '目前最多可領取 {0} X。必須先兌換等量的 X。',
    kr: '지금은 최대 {0} X까지 수령할 수 있습니다. 먼저 같은 수량의 X를 교환해야 합니다.',
    ja: '現在受け取れるのは最大 {0} X です。先に同じ数量の X を交換する必要があります。',
    th: 'ขณะนี้รับได้สูงสุด {0} X ต้องแลกเปลี่ยน X ในจำนวนเท่ากันก่อน',
  }),
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
  // 2501-2599: team and community (docs/team.md).
  teamSchemeInvalid: def(2501, 200, {
    en: 'Select a donation plan',
    zhTw: '請選擇捐贈方案',
    kr: '기부 방안을 선택하세요',
    ja: '寄付プランを選択してください',
    th: 'กรุณาเลือกแผนการบริจาค',
  }),
  teamDonationsOff: def(2502, 200, {
    en: 'Donation plans are turned off. Choose the plan without a donation.',
    zhTw: '捐贈方案目前已關閉，請選擇不捐贈的方案。',
    kr: '기부 방안이 꺼져 있습니다. 기부 없는 방안을 선택하세요.',
    ja: '寄付プランは現在停止中です。寄付なしのプランを選んでください。',
    th: 'แผนการบริจาคถูกปิดอยู่ กรุณาเลือกแผนที่ไม่มีการบริจาค',
  }),
  teamNothingToWithdraw: def(2503, 200, {
    en: 'No income available for withdrawal',
    zhTw: '沒有可提取的收益',
    kr: '출금 가능한 수익이 없습니다',
    ja: '出金可能な収益がありません',
    th: 'ไม่มีรายได้ที่ถอนได้',
  }),
  teamBurnAssetRequired: def(2504, 200, {
    en: 'Select the currency to burn',
    zhTw: '請選擇要銷毀的幣種',
    kr: '소각할 코인을 선택하세요',
    ja: 'バーンする通貨を選択してください',
    th: 'กรุณาเลือกสกุลเงินที่จะเผา',
  }),
  teamBurnNothingStaked: def(2505, 200, {
    en: 'You have no staked principal: a burn equals your staked principal.',
    zhTw: '您沒有質押本金：銷毀數量等於質押本金。',
    kr: '스테이킹 원금이 없습니다. 소각 수량은 스테이킹 원금과 같습니다.',
    ja: 'ステーキング元本がありません。バーン数量はステーキング元本と同じです。',
    th: 'คุณไม่มีเงินต้นที่ stake อยู่ จำนวนที่เผาเท่ากับเงินต้นที่ stake',
  }),
  teamLegNotFound: def(2506, 200, {
    en: 'This is not one of your direct referrals.',
    zhTw: '此用戶不是您的直推。',
    kr: '회원님의 직접 추천인이 아닙니다.',
    ja: 'この方はあなたの直接紹介者ではありません。',
    th: 'ผู้ใช้นี้ไม่ใช่ผู้ที่คุณแนะนำโดยตรง',
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
  // 2720-2739: requests that could move money twice or block others (docs/api.md, docs/trading.md).
  idempotencyKeyRequired: def(2720, 200, {
    en: 'This request moves money and needs an Idempotency-Key header, so that a retry never runs it twice.',
    zhTw: '此請求涉及資金變動，必須帶有 Idempotency-Key 標頭，以免重試時重複執行。',
    kr: '자금이 이동하는 요청에는 Idempotency-Key 헤더가 필요합니다. 재시도해도 두 번 실행되지 않도록 하기 위함입니다.',
    ja: 'この要求は資金を動かすため Idempotency-Key ヘッダーが必要です。再試行しても二重に実行されないようにするためです。',
    th: 'คำขอนี้มีการเคลื่อนย้ายเงิน จึงต้องมีส่วนหัว Idempotency-Key เพื่อไม่ให้การลองใหม่ทำรายการซ้ำ',
  }),
  idempotencyKeyInvalid: def(2721, 200, {
    en: 'The Idempotency-Key header must be 1 to 100 printable characters without spaces.',
    zhTw: 'Idempotency-Key 標頭必須為 1 至 100 個不含空白的可列印字元。',
    kr: 'Idempotency-Key 헤더는 공백 없이 출력 가능한 문자 1~100자여야 합니다.',
    ja: 'Idempotency-Key ヘッダーは空白を含まない 1～100 文字の印字可能文字にしてください。',
    th: 'ส่วนหัว Idempotency-Key ต้องเป็นอักขระที่พิมพ์ได้ 1 ถึง 100 ตัวโดยไม่มีช่องว่าง',
  }),
  swapPendingLimit: def(2722, 200, {
    en: 'You already have {0} swaps waiting to be filled. Cancel one or wait until one fills.',
    zhTw: '您已有 {0} 筆等待成交的兌換。請取消其中一筆或等待成交。',
    kr: '체결 대기 중인 교환이 이미 {0}건 있습니다. 하나를 취소하거나 체결될 때까지 기다리세요.',
    ja: '約定待ちのスワップがすでに {0} 件あります。いずれかをキャンセルするか、約定までお待ちください。',
    th: 'คุณมีรายการแลกเปลี่ยนที่รอดำเนินการอยู่แล้ว {0} รายการ กรุณายกเลิกหนึ่งรายการหรือรอจนกว่าจะสำเร็จ',
  }),
  // 2760-2779: the operator's pause switches and settings (docs/operations.md). A paused
  // action is refused; reads, claims of what is owed and other features go on.
  pledgePaused: def(2760, 200, {
    en: 'New pledges are paused by the operator for now. Your pledges keep earning and you can still claim and unstake.',
    zhTw: '營運方目前已暫停新的質押。您現有的質押照常計息，仍可領取與解除質押。',
    kr: '운영자가 현재 새 스테이킹을 일시 중지했습니다. 기존 스테이킹은 계속 수익이 나며 수령과 해제는 그대로 가능합니다.',
    ja: '運営者により新規ステーキングは現在一時停止中です。既存のステーキングは引き続き収益が発生し、受け取りと解除も可能です。',
    th: 'ผู้ให้บริการระงับการสเตกใหม่ไว้ชั่วคราว การสเตกเดิมของคุณยังได้รับผลตอบแทน และยังรับรางวัลและถอนการสเตกได้',
  }),
  bondPaused: def(2761, 200, {
    en: 'Bond sales are paused by the operator for now. Your bonds keep vesting and you can still claim.',
    zhTw: '營運方目前已暫停債券銷售。您現有的債券照常釋放，仍可領取。',
    kr: '운영자가 현재 채권 판매를 일시 중지했습니다. 보유 채권은 계속 베스팅되며 수령도 가능합니다.',
    ja: '運営者によりボンドの販売は現在一時停止中です。保有中のボンドは引き続き権利確定し、受け取りも可能です。',
    th: 'ผู้ให้บริการระงับการขายพันธบัตรไว้ชั่วคราว พันธบัตรของคุณยังทยอยปลดล็อก และยังรับได้ตามปกติ',
  }),
  flowBondPaused: def(2762, 200, {
    en: 'New liquidity bonds are paused by the operator for now. Your bonds keep releasing and you can still claim.',
    zhTw: '營運方目前已暫停新的流動性債券。您現有的債券照常釋放，仍可領取。',
    kr: '운영자가 현재 새 유동성 채권을 일시 중지했습니다. 보유 채권은 계속 해제되며 수령도 가능합니다.',
    ja: '運営者により新規の流動性ボンドは現在一時停止中です。保有中のボンドは引き続き解放され、受け取りも可能です。',
    th: 'ผู้ให้บริการระงับพันธบัตรสภาพคล่องใหม่ไว้ชั่วคราว พันธบัตรเดิมยังทยอยปลดล็อก และยังรับได้ตามปกติ',
  }),
  insurancePaused: def(2763, 200, {
    en: 'New insurance is paused by the operator for now. Policies you hold stay in force.',
    zhTw: '營運方目前已暫停新的保險。您已持有的保單照常有效。',
    kr: '운영자가 현재 새 보험 가입을 일시 중지했습니다. 보유 중인 보험은 그대로 유효합니다.',
    ja: '運営者により新規の保険は現在一時停止中です。加入済みの保険は引き続き有効です。',
    th: 'ผู้ให้บริการระงับการซื้อประกันใหม่ไว้ชั่วคราว กรมธรรม์ที่คุณถืออยู่ยังมีผลตามเดิม',
  }),
  swapPaused: def(2764, 200, {
    en: 'Swaps are paused by the operator for now. Please try again later.',
    zhTw: '營運方目前已暫停兌換，請稍後再試。',
    kr: '운영자가 현재 교환을 일시 중지했습니다. 잠시 후 다시 시도하세요.',
    ja: '運営者によりスワップは現在一時停止中です。しばらくしてからもう一度お試しください。',
    th: 'ผู้ให้บริการระงับการแลกเปลี่ยนไว้ชั่วคราว กรุณาลองใหม่ภายหลัง',
  }),
  turboPaused: def(2765, 200, {
    en: 'Turbo activation is paused by the operator for now. What the turbo has released can still be claimed.',
    zhTw: '營運方目前已暫停啟動渦輪。渦輪已釋放的部分仍可領取。',
    kr: '운영자가 현재 터보 활성화를 일시 중지했습니다. 터보에서 이미 해제된 금액은 수령할 수 있습니다.',
    ja: '運営者によりターボの有効化は現在一時停止中です。ターボで解放済みの分は受け取れます。',
    th: 'ผู้ให้บริการระงับการเปิดใช้เทอร์โบไว้ชั่วคราว ส่วนที่เทอร์โบปลดล็อกแล้วยังรับได้',
  }),
  teamReleasePaused: def(2766, 200, {
    en: 'New team releases are paused by the operator for now. Releases already started go on.',
    zhTw: '營運方目前已暫停新的團隊釋放。已開始的釋放照常進行。',
    kr: '운영자가 현재 새 팀 해제를 일시 중지했습니다. 이미 시작된 해제는 계속 진행됩니다.',
    ja: '運営者により新規のチーム解放は現在一時停止中です。開始済みの解放は続きます。',
    th: 'ผู้ให้บริการระงับการปลดล็อกทีมใหม่ไว้ชั่วคราว การปลดล็อกที่เริ่มแล้วยังดำเนินต่อ',
  }),
  withdrawPaused: def(2767, 200, {
    en: 'Withdrawals are paused by the operator for now. Your balance is safe; please try again later.',
    zhTw: '營運方目前已暫停提現。您的餘額是安全的，請稍後再試。',
    kr: '운영자가 현재 출금을 일시 중지했습니다. 잔액은 안전합니다. 잠시 후 다시 시도하세요.',
    ja: '運営者により出金は現在一時停止中です。残高は安全です。しばらくしてからもう一度お試しください。',
    th: 'ผู้ให้บริการระงับการถอนไว้ชั่วคราว ยอดเงินของคุณปลอดภัย กรุณาลองใหม่ภายหลัง',
  }),
  settingInvalid: def(2770, 200, {
    en: 'The settings were not changed: {0}',
    zhTw: '設定未變更：{0}',
    kr: '설정이 변경되지 않았습니다: {0}',
    ja: '設定は変更されていません：{0}',
    th: 'ไม่ได้เปลี่ยนการตั้งค่า: {0}',
  }),
  // 2750-2759: the operator's console (docs/operations.md).
  adminReasonRequired: def(2750, 200, {
    en: 'Type the reason for this action (up to 1000 characters): it is kept in the audit trail.',
    zhTw: '請輸入此操作的原因（最多 1000 字），它會記錄在稽核紀錄中。',
    kr: '이 작업의 사유를 입력하세요(최대 1000자). 감사 기록에 남습니다.',
    ja: 'この操作の理由を入力してください（1000 文字以内）。監査記録に残ります。',
    th: 'กรุณาพิมพ์เหตุผลของการดำเนินการนี้ (ไม่เกิน 1000 อักขระ) ซึ่งจะถูกเก็บไว้ในบันทึกการตรวจสอบ',
  }),
  adminSuspenseNotHeld: def(2751, 200, {
    en: 'Deposit {0} is not waiting in suspense.',
    zhTw: '存款 {0} 不在待處理帳戶中。',
    kr: '입금 {0}은(는) 보류 계정에서 대기 중이 아닙니다.',
    ja: '入金 {0} は保留口座で待機していません。',
    th: 'รายการฝาก {0} ไม่ได้รออยู่ในบัญชีพักรอตรวจสอบ',
  }),
  adminSuspenseDecided: def(2752, 200, {
    en: 'Deposit {0} was already decided: {1}.',
    zhTw: '存款 {0} 已處理：{1}。',
    kr: '입금 {0}은(는) 이미 처리되었습니다: {1}.',
    ja: '入金 {0} はすでに処理済みです: {1}。',
    th: 'รายการฝาก {0} ได้รับการตัดสินแล้ว: {1}',
  }),
  adminUserUnknown: def(2753, 200, {
    en: 'No user has registered the address {0}.',
    zhTw: '沒有使用者註冊過地址 {0}。',
    kr: '주소 {0}(으)로 가입한 사용자가 없습니다.',
    ja: 'アドレス {0} を登録したユーザーはいません。',
    th: 'ไม่มีผู้ใช้ที่ลงทะเบียนด้วยที่อยู่ {0}',
  }),
  adminTreasuryShort: def(2754, 200, {
    en: 'The treasury holds only {0} {1}: fund the pool with at most that.',
    zhTw: '國庫僅持有 {0} {1}，注資金額不得超過此數。',
    kr: '트레저리에는 {0} {1}만 있습니다. 그 이하로만 풀에 충전할 수 있습니다.',
    ja: 'トレジャリーの残高は {0} {1} のみです。それ以下の額でプールに入金してください。',
    th: 'คลังมีเพียง {0} {1} เติมพูลได้ไม่เกินจำนวนนี้',
  }),
  // Market prices (docs/security.md "Prices"): spot has left the reference
  // price by more than PRICE_DEVIATION_MAX_BPS, so purchases wait for the market to settle.
  marketMoving: def(2700, 200, {
    en: 'The market is moving fast; try again in a few minutes.',
    zhTw: '市場價格波動劇烈，請數分鐘後再試。',
    kr: '시장이 빠르게 움직이고 있습니다. 몇 분 후에 다시 시도하세요.',
    ja: '相場が急速に動いています。数分後にもう一度お試しください。',
    th: 'ตลาดกำลังเคลื่อนไหวรวดเร็ว กรุณาลองใหม่ในอีกไม่กี่นาที',
  }),
  unauthorized: def(401, 401, {
    en: 'Login expired',
    zhTw: '登入已過期',
    kr: '로그인이 만료되었습니다',
    ja: 'ログインの有効期限が切れました',
    th: 'การเข้าสู่ระบบหมดอายุ',
  }),
  notFound: def(404, 404, {
    en: 'Not found',
    zhTw: '找不到資源',
    kr: '찾을 수 없습니다',
    ja: '見つかりません',
    th: 'ไม่พบข้อมูล',
  }),
  rateLimited: def(429, 429, {
    en: 'Too many requests. Try again in {0} seconds.',
    zhTw: '請求過於頻繁，請於 {0} 秒後再試。',
    kr: '요청이 너무 많습니다. {0}초 후에 다시 시도하세요.',
    ja: 'リクエストが多すぎます。{0} 秒後にもう一度お試しください。',
    th: 'มีคำขอมากเกินไป กรุณาลองใหม่ในอีก {0} วินาที',
  }),
  internal: def(500, 500, {
    en: 'Something went wrong on our side. Please try again.',
    zhTw: '系統發生錯誤，請稍後再試。',
    kr: '서버에서 문제가 발생했습니다. 다시 시도하세요.',
    ja: 'サーバーで問題が発生しました。もう一度お試しください。',
    th: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง',
  }),
} as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof ERRORS;

/** A value for a message's `{0}`: as it is (an amount, a symbol) or a word in every locale. */
export type ErrorParam = string | Readonly<Messages>;

/** Why a sign-in message was refused: messageInvalid's `{0}`, named in the reader's language. */
export const SIGN_IN_MESSAGE_REASONS = {
  format: { en: 'format', zhTw: '格式', kr: '형식', ja: '形式', th: 'รูปแบบ' },
  version: { en: 'version', zhTw: '版本', kr: '버전', ja: 'バージョン', th: 'เวอร์ชัน' },
  statement: {
    en: 'statement',
    zhTw: '聲明文字',
    kr: '서명 문구',
    ja: '署名文',
    th: 'ข้อความที่ลงนาม',
  },
  domain: { en: 'domain', zhTw: '網域', kr: '도메인', ja: 'ドメイン', th: 'โดเมน' },
  uri: {
    en: 'site address (URI)',
    zhTw: '網站位址（URI）',
    kr: '사이트 주소(URI)',
    ja: 'サイトのアドレス（URI）',
    th: 'ที่อยู่เว็บไซต์ (URI)',
  },
  address: {
    en: 'wallet address',
    zhTw: '錢包地址',
    kr: '지갑 주소',
    ja: 'ウォレットアドレス',
    th: 'ที่อยู่กระเป๋าเงิน',
  },
  chainId: { en: 'chain ID', zhTw: '鏈 ID', kr: '체인 ID', ja: 'チェーン ID', th: 'รหัสเชน' },
  expired: { en: 'expired', zhTw: '已過期', kr: '만료됨', ja: '有効期限切れ', th: 'หมดอายุแล้ว' },
  notYetValid: {
    en: 'not yet valid',
    zhTw: '尚未生效',
    kr: '아직 유효하지 않음',
    ja: 'まだ有効になっていません',
    th: 'ยังไม่ถึงเวลาที่ใช้ได้',
  },
} as const satisfies Record<string, Messages>;
export type SignInMessageReason = keyof typeof SIGN_IN_MESSAGE_REASONS;

/** Envelope code of a successful response. */
export const SUCCESS_CODE = CLIENT_CODES.success;

/** The user-facing message of an error in a locale, with `{0}`, `{1}`... filled in. */
export function errorMessage(name: ErrorName, locale: Locale, params: readonly ErrorParam[] = []) {
  const template = ERRORS[name].msg[locale] ?? ERRORS[name].msg.en;
  return template.replace(/\{(\d+)\}/g, (whole, i: string) => {
    const param = params[Number(i)];
    if (param === undefined) return whole;
    return typeof param === 'string' ? param : (param[locale] ?? param.en);
  });
}
