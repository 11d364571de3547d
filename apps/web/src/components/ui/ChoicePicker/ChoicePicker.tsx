import type { ReactNode } from 'react';
import './ChoicePicker.css';

export interface Choice<V extends string | number> {
  value: V;
  /** The tile's headline (a term's days, a currency). */
  label: ReactNode;
  /** What the tile says under its headline (a rate band, a price). */
  detail?: ReactNode;
  testId: string;
}

interface ChoicePickerProps<V extends string | number> {
  legend: string;
  /** The radio group's name: unique on the page. */
  name: string;
  choices: readonly Choice<V>[];
  /** The chosen value; null while none is (a tile to pick first). */
  value: V | null;
  onChange: (value: V) => void;
  /** A screen's own layout of the tiles, beside the picker's. */
  className?: string;
}

/** One of a few choices as a row of radio tiles (terms, currencies, scopes). */
export function ChoicePicker<V extends string | number>(props: ChoicePickerProps<V>) {
  const { legend, name, choices, value, onChange, className } = props;
  return (
    <fieldset className={className ? `choice-picker ${className}` : 'choice-picker'}>
      <legend className="choice-picker__legend">{legend}</legend>
      <div className="choice-picker__options">
        {choices.map((c) => (
          <label
            key={c.value}
            className={`choice choice-picker__option${c.value === value ? ' choice--on choice-picker__option--on' : ''}`}
            data-testid={c.testId}
          >
            <input
              type="radio"
              name={name}
              className="visually-hidden"
              value={c.value}
              checked={c.value === value}
              onChange={() => onChange(c.value)}
            />
            <span className="choice-picker__label">{c.label}</span>
            {c.detail}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
