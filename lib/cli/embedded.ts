// Settings of a run against the embedded reference server.

/** The embedded reference is ours: no need for the polite default rate limit of a remote target. */
export const EMBEDDED_DEFAULTS = { rateLimit: { requestsPerSecond: 2000 } };
