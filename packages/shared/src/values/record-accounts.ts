import type { RecordAccount } from '../api/records';
import type { Locale } from '../locales';

type Labels = Readonly<Record<Locale, string>>;

/** What each of a user's accounts is called in the records and the CSV export. */
export const RECORD_ACCOUNT_LABELS: Readonly<Record<RecordAccount, Labels>> = {
  available: { en: 'Available', zhTw: '可用', kr: '사용 가능', ja: '利用可能', th: 'ใช้ได้' },
  pending_withdrawal: {
    en: 'Withdrawal in progress',
    zhTw: '提領處理中',
    kr: '출금 진행 중',
    ja: '出金処理中',
    th: 'กำลังถอน',
  },
  flexible_principal: {
    en: 'Current pledge principal',
    zhTw: '活期質押本金',
    kr: '자유 스테이킹 원금',
    ja: 'フレキシブル元本',
    th: 'เงินต้น stake แบบยืดหยุ่น',
  },
  fixed_principal: {
    en: 'Fixed order principal',
    zhTw: '定期訂單本金',
    kr: '정기 주문 원금',
    ja: '定期注文の元本',
    th: 'เงินต้นคำสั่งประจำ',
  },
  fixed_reward: {
    en: 'Fixed-order reward',
    zhTw: '定期訂單收益',
    kr: '정기 주문 보상',
    ja: '定期注文の報酬',
    th: 'รางวัลคำสั่งประจำ',
  },
  turbo_pending: { en: 'Turbine', zhTw: '渦輪', kr: '터빈', ja: 'タービン', th: 'เทอร์ไบน์' },
  turbo_claimable: {
    en: 'Turbine, claimable',
    zhTw: '渦輪可領取',
    kr: '터빈 수령 가능',
    ja: 'タービン（受取可能）',
    th: 'เทอร์ไบน์ พร้อมรับ',
  },
  bond_payout: {
    en: 'Bond payout',
    zhTw: '債券支付',
    kr: '채권 지급',
    ja: '債券の支払い',
    th: 'การจ่ายพันธบัตร',
  },
  flowbond_payout: {
    en: 'Liquidity-bond payout',
    zhTw: '流動性債券支付',
    kr: '유동성 채권 지급',
    ja: '流動性債券の支払い',
    th: 'การจ่ายพันธบัตรสภาพคล่อง',
  },
  swap_held: {
    en: 'Pending swap input',
    zhTw: '待兌換投入',
    kr: '교환 대기 투입',
    ja: '交換待ちの投入額',
    th: 'ยอดที่รอการแลก',
  },
  bonus_locked: {
    en: 'Locked bonus',
    zhTw: '鎖定獎金',
    kr: '잠긴 보너스',
    ja: 'ロック中のボーナス',
    th: 'โบนัสที่ล็อก',
  },
  bonus_releasing: {
    en: 'Releasing bonus',
    zhTw: '釋放中獎金',
    kr: '해제 중인 보너스',
    ja: '解放中のボーナス',
    th: 'โบนัสที่กำลังปล่อย',
  },
  bonus_released: {
    en: 'Withdrawable bonus',
    zhTw: '可提取獎金',
    kr: '출금 가능 보너스',
    ja: '出金可能なボーナス',
    th: 'โบนัสที่ถอนได้',
  },
};

/** The CSV export's column headers (docs/api.md, "Records export"). */
export const RECORD_CSV_HEADERS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Time (UTC)', 'Type', 'Account', 'Asset', 'Amount', 'Balance after', 'Reference'],
  zhTw: ['時間 (UTC)', '類型', '帳戶', '資產', '金額', '變動後餘額', '參考編號'],
  kr: ['시간 (UTC)', '유형', '계정', '자산', '금액', '변동 후 잔액', '참조'],
  ja: ['日時 (UTC)', '種類', '口座', '資産', '金額', '変動後の残高', '参照'],
  th: ['เวลา (UTC)', 'ประเภท', 'บัญชี', 'สินทรัพย์', 'จำนวน', 'ยอดคงเหลือหลังรายการ', 'อ้างอิง'],
};
