import { def, type ErrorGroup } from './define';

/** Team and community (docs/team.md): 2501-2599. */
export const TEAM_ERRORS = {
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
} as const satisfies ErrorGroup;
