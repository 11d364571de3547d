import { def, type ErrorGroup } from './define';

/** The trading turbo (docs/trading.md): 2411-2419, in the trading range. */
export const TURBO_ERRORS = {
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
} as const satisfies ErrorGroup;
