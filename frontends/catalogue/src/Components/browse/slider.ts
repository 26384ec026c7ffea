// The home banner's timing and geometry (autoplay 3000 ms, animation 750 ms, wrap-around).

export const BANNER_AUTOPLAY_MS = 3000;
export const BANNER_ANIMATION_MS = 750;

/** At or below this width the banner shows each slide's thumbnail, a lighter image for phones. */
export const BANNER_SMALL_BREAKPOINT = 480;

/** Width over height: 3.2 wider than 999 px, else 426/230. */
export function bannerRatio(width: number): number {
  return width > 999 ? 3.2 : 426 / 230;
}

/** The slide `step` places away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
