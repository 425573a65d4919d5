// The windowed lists' cap, apart from the arithmetic (windowing.ts) so the hook a feed loads first carries only this.

/** At most this many rows are mounted, whatever the list's length (issue #36: ≤ 60 rows). */
export const MAX_MOUNTED_ROWS = 60;
