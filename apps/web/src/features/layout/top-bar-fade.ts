/** Spec section 9: the top bar fades to 0.8 opacity over the first 40 px, scroll handler throttled at 50 ms. */
export const TOP_BAR_FADE_PX = 40;
export const TOP_BAR_MAX_ALPHA = 0.8;
export const SCROLL_THROTTLE_MS = 50;

export function topBarAlpha(scrollY: number): number {
  const progress = Math.min(Math.max(scrollY, 0) / TOP_BAR_FADE_PX, 1);
  return Math.round(progress * TOP_BAR_MAX_ALPHA * 1000) / 1000;
}
