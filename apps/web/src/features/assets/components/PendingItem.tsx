import { useId } from 'react';
import { Icon } from '@/components/ui/Icon/Icon';

interface PendingItemProps {
  testId: string;
  direction: 'in' | 'out';
  title: string;
  /** Where it stands; it also describes the action (why it is disabled, when it is). */
  status: { text: string; testId: string; tone?: 'expired' };
  action: {
    variant: 'primary' | 'secondary';
    testId: string;
    label: string;
    disabled: boolean;
    run: () => void;
  };
}

/** One unfinished operation: arrow icon, what it is, where it stands, and how to continue. */
export function PendingItem({ testId, direction, title, status, action }: PendingItemProps) {
  const statusId = useId();
  return (
    <li className="pending__item" data-testid={testId}>
      <span className={`disc pending__icon--${direction}`}>
        <Icon name={direction === 'in' ? 'arrowDown' : 'arrowUp'} />
      </span>
      <div className="pending__text">
        <p className="tabular">{title}</p>
        <p
          id={statusId}
          className={`pending__sub tabular${status.tone ? ` pending__sub--${status.tone}` : ''}`}
          data-testid={status.testId}
        >
          {status.text}
        </p>
      </div>
      <button
        type="button"
        className={`button button--${action.variant} pending__action`}
        disabled={action.disabled}
        aria-describedby={statusId}
        data-testid={action.testId}
        onClick={action.run}
      >
        {action.label}
      </button>
    </li>
  );
}
