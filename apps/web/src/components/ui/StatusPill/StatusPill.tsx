import type { ReactNode } from 'react';
import './StatusPill.css';

export type StatusTone = 'success' | 'info' | 'warning';

/** A status as a small label, coloured by its tone (none: secondary text). */
export function StatusPill(props: { tone?: StatusTone; testId?: string; children: ReactNode }) {
  const { tone, testId, children } = props;
  return (
    <span className={`status-pill${tone ? ` status-pill--${tone}` : ''}`} data-testid={testId}>
      {children}
    </span>
  );
}
