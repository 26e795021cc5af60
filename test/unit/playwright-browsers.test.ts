// The harness looks for Playwright's downloaded Chromium only where Playwright keeps its browsers
// (lib/browser/chromium.ts): the folder it names must be the one Playwright's own registry uses.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { playwrightBrowsers } from '../../lib/browser/chromium.ts';

/** Where Playwright itself puts its Chromium, asked in a process of its own with this environment. */
function playwrightsOwn(env: NodeJS.ProcessEnv): string {
  const script = `process.stdout.write(require('playwright-core').chromium.executablePath())`;
  return execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' });
}

describe("Playwright's browser folder", () => {
  // what may name the folder, unset unless a case sets it (a CI's own PLAYWRIGHT_BROWSERS_PATH would decide them all)
  const naming = [
    'PLAYWRIGHT_BROWSERS_PATH',
    'npm_config_playwright_browsers_path',
    'npm_package_config_playwright_browsers_path',
    'XDG_CACHE_HOME',
    'INIT_CWD',
  ];
  for (const env of [
    {},
    { XDG_CACHE_HOME: '/tmp/cs-xdg-cache' },
    { XDG_CACHE_HOME: 'relative-cache', INIT_CWD: '/tmp' },
    { PLAYWRIGHT_BROWSERS_PATH: '/tmp/cs-browsers' },
    { PLAYWRIGHT_BROWSERS_PATH: 'relative/browsers' },
    { PLAYWRIGHT_BROWSERS_PATH: 'relative/browsers', INIT_CWD: '/tmp' },
    { PLAYWRIGHT_BROWSERS_PATH: '0' },
    { npm_config_playwright_browsers_path: '/tmp/cs-npm-browsers' },
    { npm_package_config_playwright_browsers_path: '/tmp/cs-npm-package-browsers' },
  ] as Record<string, string>[])
    it(`is the one Playwright's registry uses, with ${JSON.stringify(env)}`, () => {
      const all: NodeJS.ProcessEnv = { ...process.env };
      for (const name of naming) delete all[name];
      Object.assign(all, env);
      const folder = playwrightBrowsers(all);
      expect(folder).toBeDefined();
      expect(playwrightsOwn(all).startsWith(`${folder}/`)).toBe(true);
    });
});
