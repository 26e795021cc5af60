// Entry of the run's service process (lib/run/run-service.ts), forked by the global setup when the
// harness runs from its sources (no build, lib/boot/build.js): loads the TypeScript through tsx, as
// bin/cs-conformance.js then does. From a build the global setup forks the built module itself.
import { register } from 'tsx/esm/api';

register();
// Playwright builds an Error (and so a stack trace) for every call it makes: with source maps
// applied to each, that was a tenth of this process's time. Stacks here stay unmapped.
process.setSourceMapsEnabled(false);
await import('./run-service.ts');
