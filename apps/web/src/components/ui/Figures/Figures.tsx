import type { ReactNode } from 'react';
import './Figures.css';

export interface FigureItem {
  label: string;
  value: ReactNode;
  testId?: string;
}

/**
 * Label and figure pairs, two columns on a phone's width (numbers first, docs/README.md,
 * "Screens").
 */
export function Figures({ items, className = '' }: { items: FigureItem[]; className?: string }) {
  return (
    <dl className={`figures ${className}`}>
      {items.map((item) => (
        <div key={item.label} className="figures__item">
          <dt>{item.label}</dt>
          <dd className="tabular" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
