// The Playwright trace modes the harness supports (run --trace, use.trace of playwright.config.ts).
export const TRACE_MODES = ['off', 'on', 'retain-on-failure'] as const;
export type TraceMode = (typeof TRACE_MODES)[number];
