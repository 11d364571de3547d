import type { CSSProperties } from 'react';
import './Tabs.css';

interface TabsProps<K extends string> {
  tabs: readonly K[];
  value: K;
  onChange: (key: K) => void;
  /** Each tab's words, in the page's language. */
  label: (key: K) => string;
  testId: (key: K) => string;
  /** What the row chooses, for screen readers (a row of two obvious tabs needs none). */
  ariaLabel?: string;
  /** Smaller type for a row of many tabs on a phone. */
  compact?: boolean;
}

/** A segmented row of tabs, each an equal share of the width. */
export function Tabs<K extends string>(props: TabsProps<K>) {
  const { tabs, value, onChange, label, testId, ariaLabel, compact } = props;
  const style = { '--tab-count': tabs.length } as CSSProperties;
  return (
    <div
      className={`tabs${compact ? ' tabs--compact' : ''}`}
      role="tablist"
      aria-label={ariaLabel}
      style={style}
    >
      {tabs.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={key === value}
          className={`tabs__tab${key === value ? ' tabs__tab--on' : ''}`}
          data-testid={testId(key)}
          onClick={() => onChange(key)}
        >
          {label(key)}
        </button>
      ))}
    </div>
  );
}
