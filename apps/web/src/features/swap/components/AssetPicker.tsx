import type { SwapAsset } from '@xbond/shared/api/swap';
import type { CSSProperties } from 'react';
import { amountLength } from '@/components/ui/Amount/Amount';
import { ChoicePicker } from '@/components/ui/ChoicePicker/ChoicePicker';
import { useSwapFormat } from '../format';
import type { SwapBalance } from '../hooks';
import { SWAP_TEST_IDS } from '../test-ids';

interface AssetPickerProps {
  side: 'from' | 'to';
  legend: string;
  balances: SwapBalance[];
  value: SwapAsset | null;
  onChange: (asset: SwapAsset) => void;
}

/** A balance on one unbreakable line that shrinks to fit its tile (`.amount`, base.css). */
function Balance({ figure }: { figure: string }) {
  const style = { '--amount-length': amountLength(figure, '').toFixed(2) } as CSSProperties;
  return (
    <span className="amount" style={style}>
      {figure}
    </span>
  );
}

/** The swap's assets as a row of choices, each with the user's available balance. */
export function AssetPicker({ side, legend, balances, value, onChange }: AssetPickerProps) {
  const fmt = useSwapFormat();
  return (
    <ChoicePicker
      className="swap-assets"
      legend={legend}
      name={`swap-${side}`}
      choices={balances.map((b) => ({
        value: b.asset,
        label: b.symbol,
        detail: (
          <span
            className="choice-picker__detail tabular"
            data-testid={SWAP_TEST_IDS.assetBalance(side, b.asset)}
          >
            {b.available === null ? '–' : <Balance figure={fmt.amount(b.available)} />}
          </span>
        ),
        testId: SWAP_TEST_IDS.asset(side, b.asset),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
