// playwright.config.ts at the package's top level: the browser settings a user edits in Playwright's
// own shape (use.headless, viewport, locale, timezoneId, launchOptions.args, trace). Read by the
// process that launches the browser; the run's config file and flags override it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from '../config/config-error.ts';
import { importModule } from '../boot/modules.ts';

import { TRACE_MODES, type TraceMode } from '../config/trace-mode.ts';

export { TRACE_MODES, type TraceMode };

const Use = z.object({
  headless: z.boolean().optional(),
  viewport: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).nullable().optional(),
  locale: z.string().min(1).optional(),
  timezoneId: z.string().min(1).optional(),
  launchOptions: z.object({ args: z.array(z.string()).optional() }).optional(),
  trace: z.union([z.enum(TRACE_MODES), z.object({ mode: z.enum(TRACE_MODES) })]).optional(),
});

export interface BrowserConfig {
  headless: boolean;
  viewport: { width: number; height: number } | null;
  locale?: string;
  timezoneId?: string;
  args: string[];
  trace: TraceMode;
}

export const PLAYWRIGHT_CONFIG = join(fileURLToPath(new URL('../..', import.meta.url)), 'playwright.config.ts');

/** The file's `use`, with the harness's defaults where it says nothing; no file: the defaults. */
export async function readPlaywrightConfig(file = PLAYWRIGHT_CONFIG): Promise<BrowserConfig> {
  let use: z.infer<typeof Use> = {};
  if (existsSync(file)) {
    const loaded = (await importModule(file).catch((e: Error) => {
      throw new ConfigError(`${file} could not be loaded: ${e.message.split('\n')[0]}`);
    })) as { default?: { use?: unknown } };
    const parsed = Use.safeParse(loaded.default?.use ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ConfigError(`${file}: use.${issue.path.join('.')}: ${issue.message}`);
    }
    use = parsed.data;
  }
  const trace = typeof use.trace === 'object' ? use.trace.mode : use.trace;
  return {
    headless: use.headless ?? true,
    viewport: use.viewport === undefined ? { width: 1000, height: 800 } : use.viewport,
    locale: use.locale,
    timezoneId: use.timezoneId,
    args: use.launchOptions?.args ?? [],
    trace: trace ?? 'off',
  };
}
