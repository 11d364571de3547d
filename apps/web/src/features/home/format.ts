/** The home page's countdown, written as a clock (figures go through `@/lib/format`). */

/** Seconds as 'HH:MM:SS' (the countdown to a day's settlement is under 24 hours). */
export function clock(seconds: number) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
