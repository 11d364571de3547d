import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import '@/components/ui/ChoicePicker/ChoicePicker.css';
import { useSwapFormat } from '../format';
import {
  bpsToPercentInput,
  percentToBps,
  type SlippageBounds,
  slippagePresets,
  withinBounds,
} from '../slippage';
import { SWAP_TEST_IDS as S } from '../test-ids';

interface SlippageSettingProps {
  bounds: SlippageBounds;
  bps: number;
  onChange: (bps: number) => void;
}

/**
 * The slippage tolerance: its value, and on demand the presets and a custom percent. A custom
 * value outside the server's bounds is explained and not used.
 */
export function SlippageSetting({ bounds, bps, onChange }: SlippageSettingProps) {
  const { t } = useTranslation();
  const fmt = useSwapFormat();
  const [open, setOpen] = useState(false);
  const [custom, setCustom] = useState('');
  const panelId = useId();
  const customId = useId();
  const typed = custom.trim() === '' ? null : percentToBps(custom);
  const invalid = custom.trim() !== '' && (typed === null || !withinBounds(typed, bounds));
  const presets = slippagePresets(bounds);

  const onCustom = (value: string) => {
    setCustom(value);
    const next = percentToBps(value);
    if (next !== null && withinBounds(next, bounds)) onChange(next);
  };

  return (
    <div className="stack stack--tight ruled" data-testid={S.slippage}>
      <div className="swap-slippage__row">
        <span className="fine-print">{t('swap.slippage')}</span>
        <span className="swap-slippage__value tabular">{fmt.percent(bps)}</span>
        <button
          type="button"
          className="button button--text swap-slippage__edit"
          aria-expanded={open}
          aria-controls={panelId}
          data-testid={S.slippageEdit}
          onClick={() => setOpen(!open)}
        >
          {open ? t('swap.slippageDone') : t('swap.slippageEdit')}
        </button>
      </div>
      {open && (
        <div id={panelId} className="stack stack--tight">
          <fieldset className="choice-picker">
            <legend className="visually-hidden">{t('swap.slippage')}</legend>
            <div className="swap-slippage__presets">
              {presets.map((p) => (
                <label
                  key={p}
                  className={`choice-picker__option${p === bps && !custom ? ' choice-picker__option--on' : ''}`}
                  data-testid={S.slippagePreset(p)}
                >
                  <input
                    type="radio"
                    name="swap-slippage"
                    className="visually-hidden"
                    checked={p === bps && !custom}
                    onChange={() => {
                      setCustom('');
                      onChange(p);
                    }}
                  />
                  <span className="choice-picker__label tabular">{fmt.percent(p)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor={customId} className="swap-slippage__custom-label">
            {t('swap.slippageCustom')}
          </label>
          <div
            className={`swap-slippage__custom${invalid ? ' swap-slippage__custom--invalid' : ''}`}
          >
            <input
              id={customId}
              className="tabular"
              value={custom}
              inputMode="decimal"
              autoComplete="off"
              placeholder={bpsToPercentInput(bounds.defaultBps)}
              aria-invalid={invalid}
              data-testid={S.slippageCustom}
              onChange={(e) => onCustom(e.target.value)}
            />
            <span aria-hidden="true">%</span>
          </div>
          {invalid && (
            <p className="field-error" role="alert" data-testid={S.slippageError}>
              {t('swap.slippageRange', {
                min: fmt.percent(bounds.minBps),
                max: fmt.percent(bounds.maxBps),
              })}
            </p>
          )}
          <p className="fine-print">{t('swap.slippageNote')}</p>
        </div>
      )}
    </div>
  );
}
