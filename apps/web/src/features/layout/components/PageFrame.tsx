import type { ReactNode } from 'react';
import { TEST_IDS } from '@/testing/test-ids';
import './PageFrame.css';

/**
 * A feature page: its heading, then its content in a centred column. `wide` pages (the
 * operator's tables of many columns) take the desktop's width instead of a phone's column.
 */
export function PageFrame({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      className={wide ? 'page-frame page-frame--wide' : 'page-frame'}
      aria-labelledby="page-heading"
    >
      <h1 id="page-heading" className="page-frame__heading" data-testid={TEST_IDS.pageHeading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
