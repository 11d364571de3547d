import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon/Icon';
import { Link } from '@/lib/hash-router';

interface OnwardLinkProps {
  to: string;
  className: string;
  testId?: string;
  children: ReactNode;
}

/** A way on to another screen: its words, then the chevron that says so. */
export function OnwardLink({ to, className, testId, children }: OnwardLinkProps) {
  return (
    <Link to={to} className={className} data-testid={testId}>
      {children}
      <Icon name="chevronRight" />
    </Link>
  );
}
