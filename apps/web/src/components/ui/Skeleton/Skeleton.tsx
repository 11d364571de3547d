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

interface ScreenSkeletonProps {
  /** The screen's container and card classes: screen.css's unless the screen has its own. */
  className?: string;
  card?: string;
  lead?: Bar;
  testId: string;
}

/** A money screen's shape: two cards of a title, a figure, a line and the action. */
export function ScreenSkeleton({
  className = 'screen',
  card = 'screen-card',
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
