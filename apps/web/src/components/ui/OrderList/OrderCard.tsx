import type { ReactNode } from 'react';
import { type FigureItem, Figures } from '@/components/ui/Figures/Figures';

interface OrderCardProps {
  testId: string;
  /** The order's status, for the browser tests and the styles. */
  status: string;
  /** What heads the card: the amount (OrderAmount), or the swap's pair. */
  head: ReactNode;
  headClassName?: string;
  /** The status pill at the head's end. */
  pill: ReactNode;
  items: FigureItem[];
  /** The order's actions, under its figures. */
  children?: ReactNode;
}

/** One order of a list: its head (amount and status), every figure, then its actions. */
export function OrderCard({
  testId,
  status,
  head,
  headClassName,
  pill,
  items,
  children,
}: OrderCardProps) {
  return (
    <li className="card stack" data-testid={testId} data-status={status}>
      <header className={headClassName ? `order-card__head ${headClassName}` : 'order-card__head'}>
        {head}
        {pill}
      </header>
      <Figures items={items} />
      {children}
    </li>
  );
}

/** The amount that heads an order card. */
export function OrderAmount({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <span className="order-card__amount" data-testid={testId}>
      {children}
    </span>
  );
}
