// Entry of the run's service process (lib/run/run-service.ts), forked by the global setup: loads the
// TypeScript through tsx, as bin/cs-conformance.js does.
import { register } from 'tsx/esm/api';

register();
await import('./run-service.ts');
