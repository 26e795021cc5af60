// vitest setup file of a harness run from the sources, and of listing: each worker applies the run's
// settings, each file revokes the tokens it obtained (lib/run/worker.ts). A run from the build sets
// its worker up in its own files (lib/boot/compile.js).
import { setUpWorker } from './worker.ts';

setUpWorker();
