import { Fragment } from 'react';

type Bar = 'title' | 'figure' | 'line' | 'button';

interface SkeletonProps {
  /** The screen's own container class, so the shape stands where the content will. */
  className: string;
  /** The bars of one card (or of the container, when there are no cards). */
  bars: readonly Bar[];
  /** Cards of the screen's own card class, each holding `bars`. */
  cards?: { className: string; count: number };
  /** A bar above the cards (the staking screen's tab row). */
  lead?: Bar;
  testId: string;
}

const bar = (kind: Bar, key: number) => <span key={key} className={`skeleton skeleton--${kind}`} />;

/** A screen's shape while its figures load: grey bars where the figures will be. */
export function Skeleton({ className, bars, cards, lead, testId }: SkeletonProps) {
  return (
    <div className={className} aria-busy="true" data-testid={testId}>
      {lead && bar(lead, -1)}
      {cards
        ? Array.from({ length: cards.count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders never reorder
            <div key={i} className={`card ${cards.className}`}>
              {bars.map(bar)}
            </div>
          ))
        : bars.map(bar)}
    </div>
  );
}

/** One figure not loaded yet, inside its line: the line keeps its height, nothing moves. */
export function InlineSkeleton() {
  return <span className="skeleton skeleton--inline" aria-hidden="true" />;
}

/** Where a text's figure goes while it loads: interpolate it, then draw the text with FigureSlots. */
export const LOADING_FIGURE = '\u2063';

/**
 * A text whose figures have not loaded yet (`text` carries LOADING_FIGURE where each goes): its
 * words, with a short bar in each figure's place, so the text wraps as it will once they land
 * and nothing below it moves; its element is painted now, not when the figures arrive.
 */
export function FigureSlots({ text }: { text: string }) {
  return text.split(LOADING_FIGURE).map((part, i) =>
    i === 0 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position in the text.
      <Fragment key={i}>
        <span className="skeleton skeleton--inline skeleton--slot" aria-hidden="true" />
        {part}
      </Fragment>
    ),
  );
}

interface ScreenSkeletonProps {
  /** The screen's container and card classes: the shared stacks unless the screen has its own. */
  className?: string;
  card?: string;
  lead?: Bar;
  testId: string;
}

/** A money screen's shape: two cards of a title, a figure, a line and the action. */
export function ScreenSkeleton({
  className = 'stack stack--page',
  card = 'stack',
  lead,
  testId,
}: ScreenSkeletonProps) {
  return (
    <Skeleton
      className={className}
      cards={{ className: card, count: 2 }}
      bars={['title', 'figure', 'line', 'button']}
      lead={lead}
      testId={testId}
    />
  );
}
