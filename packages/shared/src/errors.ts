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
  notRegistered: def(1001, 200, {
    en: 'This address is not registered. Enter an invitation code to join.',
    zhTw: '此地址尚未註冊，請輸入邀請碼加入。',
    kr: '등록되지 않은 주소입니다. 초대 코드를 입력해 가입하세요.',
    ja: 'このアドレスは未登録です。招待コードを入力して参加してください。',
    th: 'ที่อยู่นี้ยังไม่ได้ลงทะเบียน กรุณากรอกรหัสเชิญเพื่อเข้าร่วม',
  }),
  unknownInviteCode: def(1002, 200, {
    en: 'Unknown invitation code.',
    zhTw: '邀請碼不存在。',
    kr: '존재하지 않는 초대 코드입니다.',
    ja: '招待コードが見つかりません。',
    th: 'ไม่พบรหัสเชิญนี้',
  }),
  nonceInvalid: def(1003, 200, {
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

/** Envelope code of a successful response. */
export const SUCCESS_CODE = 1;

/** The user-facing message of an error in a locale, with `{0}`, `{1}`... filled in. */
export function errorMessage(name: ErrorName, locale: Locale, params: readonly string[] = []) {
  const template = ERRORS[name].msg[locale] ?? ERRORS[name].msg.en;
  return template.replace(/\{(\d+)\}/g, (whole, i: string) => params[Number(i)] ?? whole);
}
