import type { ReactNode } from 'react';
import { HOME_TEST_IDS } from '../test-ids';

interface FigureProps {
  field: string;
  label: string;
  /** Null while loading: a skeleton of the figure's shape. */
  children: ReactNode | null;
}

/**
 * One live figure: its label, then the number (docs/README.md, "Screens": numbers first in weight).
 */
export function Figure({ field, label, children }: FigureProps) {
  return (
    <div className="home-figure">
      <dt className="home-figure__label">{label}</dt>
      <dd className="home-figure__value tabular" data-testid={HOME_TEST_IDS.figure(field)}>
        {children ?? (
          <span
            className="skeleton skeleton--line"
            aria-hidden="true"
            data-testid={HOME_TEST_IDS.skeleton(field)}
          />
        )}
      </dd>
    </div>
  );
}
