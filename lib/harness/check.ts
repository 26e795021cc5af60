// check(): one test per rule. The title starts with the clause id, the clause ids and level go
// into the test's meta, and every exchange made during the check becomes its evidence.
import { test, type TestContext } from 'vitest';
import * as allure from 'allure-js-commons';
import { clause } from '../spec/registry.ts';
import type { Level } from '../spec/types.ts';
import { Transcript, withTranscript } from '../http/transcript.ts';

export interface CheckContext {
  /** the evidence of this check; exchanges are added automatically */
  transcript: Transcript;
  /** ends the check as skipped, with the reason shown in the report */
  skip(reason: string): never;
  note(text: string): void;
}

export type CheckFn = (t: CheckContext) => Promise<void> | void;

export function check(ids: string | string[], title: string, fn: CheckFn, options: { timeout?: number } = {}): void {
  const list = Array.isArray(ids) ? ids : [ids];
  if (!list.length) throw new Error(`check "${title}" names no clause`);
  const level: Level = list.map(clause).some((c) => c.level === 'MUST') ? 'MUST' : 'SHOULD';
  test(`${list[0]} ${title}`, { meta: { clauses: list, level }, timeout: options.timeout }, async (ctx: TestContext) => {
    const transcript = new Transcript();
    try {
      await withTranscript(transcript, () =>
        fn({
          transcript,
          skip: (reason: string) => ctx.skip(reason) as never,
          note: (text) => transcript.note(text),
        }),
      );
    } finally {
      ctx.task.meta.evidence = transcript.toJSON();
      await allureLabels(list, level, transcript);
    }
  });
}

/** The same clause ids, level and evidence for the Allure report. */
async function allureLabels(ids: string[], level: Level, transcript: Transcript): Promise<void> {
  for (const id of ids) await allure.label('clause', id);
  await allure.severity(level === 'MUST' ? 'critical' : 'minor');
  await allure.epic(ids[0]!.split('/')[0]!);
  if (transcript.exchanges.length)
    await allure.attachment('evidence.json', JSON.stringify(transcript.toJSON(), null, 2), 'application/json');
}
