// Fixed cut lengths and timings; kept here so every area cuts and times things the same way.
export const CUT_LENGTHS = {
  headerName: 18,
  postText: 300,
  artworkName: 20,
  biography: 132,
  achievements: 132,
  cardBiography: 140,
  description: 150,
} as const;

export const SNACK_DEFAULT_DURATION = 3000;

/**
 * A snackbar with an action (Retry) stays until it is pressed, closed or replaced by the next
 * message: an action that disappears on a timer is one some people cannot reach in time.
 */
export const SNACK_ACTION_DURATION = Number.POSITIVE_INFINITY;

export const INFINITE_SCROLL_OFFSET = 300;

/** Columns by minimum viewport width, widest first. */
export type ColumnBreakpoints = ReadonlyArray<readonly [minWidth: number, columns: number]>;

// Gallery and store: 5 columns, 4 below 1199, 3 below 667, 2 below 481.
export const GALLERY_COLUMNS: ColumnBreakpoints = [
  [1199, 5],
  [667, 4],
  [481, 3],
  [0, 2],
];

// Profile artworks: 4 columns at 1199 and above (1440 included), 3 below 1199, 2 below 481.
export const PROFILE_MASONRY_COLUMNS: ColumnBreakpoints = [
  [1199, 4],
  [481, 3],
  [0, 2],
];

// Liked artworks: 1, 2, 3 columns at 350, 750, 900.
export const LIKED_MASONRY_COLUMNS: ColumnBreakpoints = [
  [900, 3],
  [750, 2],
  [350, 1],
  [0, 1],
];

export const GRID_GUTTER = 17;
