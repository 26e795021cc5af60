// What the HTTP layer records of one exchange, secrets masked, and a check's evidence.

export interface MaskedMessage {
  method?: string;
  url?: string;
  status?: number;
  headers: Record<string, string>;
  body?: string;
  /** true when the body was cut at the evidence size limit */
  truncated?: boolean;
}

/** One HTTP request/response pair as recorded by lib/http, secrets masked. */
export interface Exchange {
  startedAt: string;
  durationMs: number;
  request: MaskedMessage;
  response?: MaskedMessage;
  /** transport failure (timeout, refused, size cap) instead of a response */
  error?: string;
  /** a ready curl command that repeats the request (secrets masked) */
  curl: string;
}

/** Evidence kept for one test: the exchanges it made and any files it attached. */
export interface Evidence {
  exchanges: Exchange[];
  notes: string[];
  /**
   * paths relative to the run directory (screenshots, HTML dumps); `pending`: a screenshot not drawn
   * yet, drawn when the check's verdict needs it (lib/http/transcript.ts settleAttachments)
   */
  attachments: { name: string; path: string; contentType: string; pending?: true }[];
}
