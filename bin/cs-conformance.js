#!/usr/bin/env node
// Entry point of the cs-conformance command: runs the CLI from the build of the TypeScript sources
// (lib/boot/build.js), made first when they changed; from the sources through tsx where no build
// can be made (the package's folder cannot be written).
import { harnessBuild } from '../lib/boot/build.js';

// a harness bug's stack points at the .ts lines (through the build's source maps) with CS_DEBUG
if (process.env.CS_DEBUG) process.setSourceMapsEnabled(true);
const build = await harnessBuild();
let cli;
if (build) cli = await import(new URL('cli/cli.js', build).href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../lib/cli/main.ts');
}
process.exitCode = await cli.main(process.argv.slice(2));
