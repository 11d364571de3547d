import { CLIENT_CODES } from '../error-codes';
import { def, type ErrorGroup, type Messages } from './define';

/** Signing in (docs/security.md): 1001-1099; the codes the web app acts on are in error-codes.ts. */
export const SESSION_ERRORS = {
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
} as const satisfies ErrorGroup;

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
