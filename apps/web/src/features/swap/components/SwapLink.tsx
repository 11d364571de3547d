import type { ReactNode } from 'react';
import { OnwardLink } from '@/components/ui/OnwardLink/OnwardLink';

/** A way on from the swap screens (the record, the prize pool): one look for all of them. */
export function SwapLink({
  to,
  testId,
  children,
}: {
  to: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <OnwardLink to={to} className="button button--secondary button-link" testId={testId}>
      {children}
    </OnwardLink>
  );
}
