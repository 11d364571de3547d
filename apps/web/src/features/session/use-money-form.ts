import { type FormEvent, useState } from 'react';
import { useSignInThen } from './visitor';

/**
 * A money form's state: the typed amount, whether it was submitted (an empty field speaks only
 * then) and its confirm sheet, which a visitor reaches by signing in first.
 */
export function useMoneyForm() {
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const signInThen = useSignInThen();
  return {
    value,
    setValue,
    submitted,
    /** The form's submit: the amount's problems speak; when `ready`, the confirm sheet opens. */
    submit: (ready: boolean) => (e: FormEvent) => {
      e.preventDefault();
      setSubmitted(true);
      if (ready) signInThen(() => setConfirming(true));
    },
    /**
     * Whether the confirm sheet shows: while confirming and the amount still passes its check.
     * A visitor's balance arrives after the sign-in the submit waited for; when it refuses what
     * was typed, the sheet stays shut and the field says why.
     */
    confirmShown: (ready: boolean) => confirming && ready,
    close: () => setConfirming(false),
    /** Sent: the sheet closes and the form starts over, empty. */
    sent: () => {
      setConfirming(false);
      setValue('');
      setSubmitted(false);
    },
  };
}
