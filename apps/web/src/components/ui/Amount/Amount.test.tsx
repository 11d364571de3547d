import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount, amountLength } from './Amount';

// Vitest does not load CSS: read the stylesheet itself.
const here = dirname(fileURLToPath(import.meta.url));
const baseCss = readFileSync(join(here, '../../../styles/base.css'), 'utf8');

/** The declarations of one rule of base.css, by its exact selector. */
function rule(selector: string): Record<string, string> {
  const body = baseCss.match(
    new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`),
  )?.[1];
  if (body === undefined) throw new Error(`no rule ${selector}`);
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.trim().split(/:\s*/))
      .filter(([name]) => name)
      .map(([name, ...value]) => [name, value.join(':').trim()]),
  );
}

describe('Amount', () => {
  it('the figure and its unit are one element: what keeps them together', () => {
    const { container } = render(<Amount figure="1,385,213.562373" unit="LP" />);
    const amount = container.firstElementChild as HTMLElement;
    expect(amount.className).toBe('amount');
    expect(amount.textContent).toBe('1,385,213.562373LP');
    expect(amount.querySelector('.amount__unit')?.textContent).toBe('LP');
    expect(Number(amount.style.getPropertyValue('--amount-length'))).toBeCloseTo(
      amountLength('1,385,213.562373', 'LP'),
      2,
    );
  });

  it('its width in digits: separators count half, the smaller unit after a gap', () => {
    expect(amountLength('1,385,213.562373', 'LP')).toBeCloseTo(13 + 1.5 + 0.75 * (2.4 + 0.3));
    expect(amountLength('–', 'X')).toBeCloseTo(1 + 0.75 * (1.2 + 0.3));
  });

  it('never wraps and shrinks to its room instead (base.css)', () => {
    const amount = rule('.amount');
    expect(amount['white-space']).toBe('nowrap');
    expect(amount['font-size']).toBe(
      'min(1em, calc(var(--amount-room, 100cqi) / var(--amount-length) / 0.74))',
    );
    expect(amount['overflow-wrap']).toBeUndefined();
  });
});
