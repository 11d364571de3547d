import type { ReactNode } from 'react';
import { TEST_IDS } from '@/testing/test-ids';
import './PageFrame.css';

/** A feature page: its heading, then its content in a centred column. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page-frame" aria-labelledby="page-heading">
      <h1 id="page-heading" className="page-frame__heading" data-testid={TEST_IDS.pageHeading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
