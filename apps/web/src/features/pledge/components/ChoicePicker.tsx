import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';

interface ChoicePickerProps<V extends string> {
  legend: string;
  /** The radio group's name: unique on the page. */
  name: string;
  choices: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** One of a few choices, drawn like the term picker (a row of radio tiles). */
export function ChoicePicker<V extends string>(props: ChoicePickerProps<V>) {
  const { legend, name, choices, value, onChange } = props;
  return (
    <fieldset className="term-picker">
      <legend className="term-picker__legend">{legend}</legend>
      <div className="term-picker__options">
        {choices.map((c) => (
          <label
            key={c.value}
            className={`term-picker__option${c.value === value ? ' term-picker__option--on' : ''}`}
            data-testid={PLEDGE_TEST_IDS.choice(name, c.value)}
          >
            <input
              type="radio"
              name={name}
              className="visually-hidden"
              value={c.value}
              checked={c.value === value}
              onChange={() => onChange(c.value)}
            />
            <span className="term-picker__days">{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
