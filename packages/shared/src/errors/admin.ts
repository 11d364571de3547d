import { def, type ErrorGroup } from './define';

/** The operator's console (docs/operations.md): 2750-2759. */
export const ADMIN_ERRORS = {
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
} as const satisfies ErrorGroup;
