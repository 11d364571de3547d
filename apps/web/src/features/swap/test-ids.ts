import { confirmIds } from '../../components/ui/ConfirmSheet/confirm-ids';
import { amountIds, listStateIds, screenIds } from '../../components/ui/ListStates/state-ids';

/** Test ids of the flash swap screens (swap, swap record); see test-ids.ts. */
export const SWAP_TEST_IDS = {
  ...screenIds('swap'),
  ...amountIds('swap'),
  ...listStateIds('records', 'swap-records'),
  prizeLink: 'swap-prize-link',
  form: 'swap-form',
  asset: (side: 'from' | 'to', asset: string) => `swap-${side}-${asset}`,
  assetBalance: (side: 'from' | 'to', asset: string) => `swap-${side}-${asset}-balance`,
  pairError: 'swap-pair-error',
  flip: 'swap-flip',
  receive: 'swap-receive',
  quote: 'swap-quote',
  quoteFigure: (field: string) => `swap-quote-${field}`,
  quoteRefusal: 'swap-quote-refusal',
  impactWarning: 'swap-impact-warning',
  willWait: 'swap-will-wait',
  slippage: 'swap-slippage',
  slippageEdit: 'swap-slippage-edit',
  slippagePreset: (bps: number) => `swap-slippage-${bps}`,
  slippageCustom: 'swap-slippage-custom',
  slippageError: 'swap-slippage-error',
  submit: 'swap-submit',
  ...confirmIds('swap'),
  result: 'swap-result',
  resultField: (field: string) => `swap-result-${field}`,
  resultLink: 'swap-result-link',
  resultClose: 'swap-result-close',
  recordLink: 'swap-record-link',

  recordTab: (status: string) => `swap-record-tab-${status}`,
  records: 'swap-records',
  record: (id: string) => `swap-record-${id}`,
  recordField: (id: string, field: string) => `swap-record-${id}-${field}`,
  recordCancel: (id: string) => `swap-record-${id}-cancel`,
} as const;
