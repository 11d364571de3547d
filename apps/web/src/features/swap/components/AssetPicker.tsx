import type { SwapAsset } from '@xbond/shared/api/swap';
import type { CSSProperties } from 'react';
import { amountLength } from '@/components/ui/Amount/Amount';
import { SWAP_TEST_IDS } from '@/testing/swap-test-ids';
import { useSwapFormat } from '../format';
import type { SwapBalance } from '../hooks';

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
    <fieldset className="term-picker swap-assets">
      <legend className="term-picker__legend">{legend}</legend>
      <div className="term-picker__options">
        {balances.map((b) => (
          <label
            key={b.asset}
            className={`term-picker__option${b.asset === value ? ' term-picker__option--on' : ''}`}
            data-testid={SWAP_TEST_IDS.asset(side, b.asset)}
          >
            <input
              type="radio"
              name={`swap-${side}`}
              className="visually-hidden"
              value={b.asset}
              checked={b.asset === value}
              onChange={() => onChange(b.asset)}
            />
            <span className="term-picker__days">{b.symbol}</span>
            <span
              className="term-picker__band tabular"
              data-testid={SWAP_TEST_IDS.assetBalance(side, b.asset)}
            >
              {b.available === null ? '–' : <Balance figure={fmt.amount(b.available)} />}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
