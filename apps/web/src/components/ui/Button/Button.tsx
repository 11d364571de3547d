import type { ReactNode } from 'react';

interface ButtonProps {
  /** The look (base.css): the main action, a lesser one, a text-only one, a dangerous one. */
  variant: 'primary' | 'secondary' | 'text' | 'danger';
  /** The whole width of its box. */
  block?: boolean;
  /** The place's own class, after the look's. */
  className?: string;
  disabled?: boolean;
  testId?: string;
  onClick: () => void;
  children: ReactNode;
}

/** A button that acts in place (never submits a form), in one of the kit's looks. */
export function Button({
  variant,
  block,
  className,
  disabled,
  testId,
  onClick,
  children,
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, block && 'button--block', className];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled}
      data-testid={testId}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
