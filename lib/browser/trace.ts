// Playwright traces of the consent drives (run --trace, or use.trace in playwright.config.ts): each
// drive is a chunk of its session's trace, written under attachments/ and listed in the drive's
// evidence, so report.html links it from every check behind that drive. A trace is masked before it
// is kept (trace-mask.ts); recording is evidence, and its failure never fails a drive.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { Tab } from './tab.ts';
import type { Transcript } from '../http/transcript.ts';
import { bounded } from './bounded.ts';
import { slug } from './evidence.ts';
import type { TraceMode } from './playwright-config.ts';
import { maskTrace } from './trace-mask.ts';

const started = new WeakSet<BrowserContext>();
let n = 0;

export interface DriveTrace {
  /** ends the chunk, masks it and lists it in the drive's evidence */
  stop(t: Transcript | undefined): Promise<void>;
}

export async function startTrace(tab: Tab, mode: TraceMode | undefined, runDir: string, label: string): Promise<DriveTrace | undefined> {
  // traces are Playwright's: a browser launched through it (lib/browser/launch.ts) when one is asked for
  if (!mode || mode === 'off' || !tab.page) return undefined;
  const context = tab.page.context();
  try {
    await bounded(tab, 'starting a trace', async () => {
      // screenshots are images, which cannot be masked: the DOM snapshots show each page instead
      if (!started.has(context)) await context.tracing.start({ snapshots: true, screenshots: false, sources: false });
      started.add(context);
      await context.tracing.startChunk({ title: label });
    });
  } catch {
    return undefined;
  }
  const rel = `attachments/trace-${slug(label)}-${process.pid}-${++n}.zip`;
  return {
    async stop(t) {
      const raw = join(runDir, `${rel}.raw`);
      try {
        mkdirSync(join(runDir, 'attachments'), { recursive: true });
        await bounded(tab, 'saving a trace', () => context.tracing.stopChunk({ path: raw }));
        const { zip, leftOut } = maskTrace(readFileSync(raw));
        writeFileSync(join(runDir, rel), zip);
        t?.attachments.push({ name: `${label}: Playwright trace (npx playwright show-trace)`, path: rel, contentType: 'application/zip' });
        if (leftOut.length) t?.notes.push(`trace of ${label}: left out, since they cannot be masked: ${leftOut.join(', ')}`);
      } catch (e) {
        t?.notes.push(`trace of ${label}: not kept (${(e as Error).message.split('\n')[0]})`);
      } finally {
        rmSync(raw, { force: true });
      }
    },
  };
}
