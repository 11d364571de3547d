import type { ReactNode } from 'react';
import { FigureSlots } from '@/components/ui/Skeleton/Skeleton';
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

/**
 * What the page is about, right under its heading, drawn from the first render: `text` carries
 * LOADING_FIGURE where a figure goes until it loads (a bar there). The first paint draws the
 * same paragraph (the route's `lead`, route-frames.ts), so it is painted before any script and
 * stays where it is, the same size, when the figures land.
 */
export function PageLead({ text }: { text: string }) {
  return (
    <p className="page-frame__lead">
      <FigureSlots text={text} />
    </p>
  );
}
