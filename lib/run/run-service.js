// Entry of the run's service process (lib/run/run-service.ts), forked by the global setup: loads the
// TypeScript through tsx, as bin/cs-conformance.js does.
import { register } from 'tsx/esm/api';

register();
// Playwright builds an Error (and so a stack trace) for every call it makes: with source maps
// applied to each, that was a tenth of this process's time. Stacks here stay unmapped.
process.setSourceMapsEnabled(false);
await import('./run-service.ts');
