// How a run keeps the screenshots of the pages its browser saw (login.screenshots, run --screenshots),
// and whether a page the browser could not act on is judged from its answer (login.plainPages, run --plain-pages).
export const SCREENSHOT_MODES = ['on-failure', 'all'] as const;
export type ScreenshotMode = (typeof SCREENSHOT_MODES)[number];
export const PLAIN_PAGE_MODES = ['http', 'browser'] as const;
export type PlainPageMode = (typeof PLAIN_PAGE_MODES)[number];
