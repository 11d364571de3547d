/**
 * Calls `fn` at most once per `ms`: at once on the first call, then once more at the end of
 * the window with the latest arguments (so the final scroll position is never missed).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;
  const throttled = (...args: A) => {
    const now = Date.now();
    const wait = last + ms - now;
    lastArgs = args;
    if (wait <= 0) {
      last = now;
      fn(...args);
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        if (lastArgs) fn(...lastArgs);
      }, wait);
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
