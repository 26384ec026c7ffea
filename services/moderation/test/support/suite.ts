import { after, before } from 'node:test';
import { type ModerationTestContext, type Person, registered, startModerationTestApp } from './test-app.js';

/** One test file's app, with the members it acts as under the names it gave them. */
export type ModerationSuite<Name extends string> = ModerationTestContext & Record<Name, Person>;

/**
 * The app of one test file (its own database, art_moderation_<name>_test), started before its first
 * test with `people` registered in the order given, and closed after its last. The object is empty
 * until then, so read it inside a test or a hook, never at the top of the file.
 */
export function moderationSuite<Name extends string = never>(
  name: string,
  people: Record<Name, Partial<Person> & { name: string }> = {} as Record<Name, Partial<Person> & { name: string }>,
): ModerationSuite<Name> {
  const suite = {} as ModerationSuite<Name>;
  before(async () => {
    Object.assign(suite, await startModerationTestApp(name));
    for (const [key, fields] of Object.entries(people) as [Name, Partial<Person> & { name: string }][]) {
      suite[key] = (await registered(suite, fields)) as ModerationSuite<Name>[Name];
    }
  });
  after(async () => {
    // Absent when the start failed: the file's own failure is the one to read.
    await suite.close?.();
  });
  return suite;
}
