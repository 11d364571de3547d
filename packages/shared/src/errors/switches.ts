import { def, type ErrorGroup } from './define';

/**
 * The operator's pause switches and settings (docs/operations.md): 2760-2779. A paused action is
 * refused; reads, claims of what is owed and other features go on.
 */
export const SWITCH_ERRORS = {
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
} as const satisfies ErrorGroup;
