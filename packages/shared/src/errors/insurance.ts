import { def, type ErrorGroup } from './define';

/** Insurance of a staking order (docs/insurance.md): 2121-2139, in the staking range. */
export const INSURANCE_ERRORS = {
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
} as const satisfies ErrorGroup;
