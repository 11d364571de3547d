import type { CSSProperties } from 'react';

interface AmountProps {
  /** The figure as formatted for the user's locale ('1,385,213.562373'), or a dash. */
  figure: string;
  /** The asset symbol: beside every amount (docs/README.md, "Screens"). */
  unit: string;
}

/**
 * How wide the amount is, in digits of the figure's size: a separator is about half a digit;
 * the unit is set at 0.75em (`.amount__unit`), its capitals a little wider than digits, after
 * a 0.3em gap.
 */
export function amountLength(figure: string, unit: string): number {
  const separators = figure.replace(/[^,.]/g, '').length;
  return figure.length - separators / 2 + 0.75 * (1.2 * unit.length + 0.3);
}

/**
 * An amount and its unit as one unbreakable whole that shrinks to fit its box (`.amount` in
 * base.css), so a long figure never leaves its unit, or half of it, on the next line.
 */
export function Amount({ figure, unit }: AmountProps) {
  const style = { '--amount-length': amountLength(figure, unit).toFixed(2) } as CSSProperties;
  return (
    <span className="amount" style={style}>
      {figure}
      <span className="amount__unit">{unit}</span>
    </span>
  );
}
