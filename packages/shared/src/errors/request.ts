import { def, type ErrorGroup } from './define';

/**
 * Any request: its shape (1100); its idempotency key, which keeps a request from moving money
 * twice (2004, 2720-2739, docs/api.md); and the refusals with an HTTP status of their own.
 */
export const REQUEST_ERRORS = {
  invalidRequest: def(1100, 200, {
    en: 'Invalid request: {0}',
    zhTw: '請求無效：{0}',
    kr: '잘못된 요청입니다: {0}',
    ja: '無効なリクエストです：{0}',
    th: 'คำขอไม่ถูกต้อง: {0}',
  }),
  idempotencyConflict: def(2004, 200, {
    en: 'This request key was already used for a different request.',
    zhTw: '此請求識別碼已用於另一個不同的請求。',
    kr: '이 요청 키는 이미 다른 요청에 사용되었습니다.',
    ja: 'このリクエストキーは既に別のリクエストで使用されています。',
    th: 'คีย์คำขอนี้ถูกใช้กับคำขออื่นไปแล้ว',
  }),
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
} as const satisfies ErrorGroup;
