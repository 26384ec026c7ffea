import { after, before } from 'node:test';
import { type SeededUser, type SocialTestContext, seedUser, startSocialTestApp } from './test-app.js';

type UserFields = NonNullable<Parameters<typeof seedUser>[1]>;

/** One test file's app, with the users it acts as under the names it gave them. */
export type SocialSuite<Name extends string> = SocialTestContext & Record<Name, SeededUser>;

export interface SuiteOptions<Name extends string> {
  /** Settings of the service that the file tests (a smaller upload limit). */
  env?: Record<string, string>;
  /** What the file's tests need besides its users, made once they are seeded. */
  prepare?(suite: SocialSuite<Name>): Promise<void>;
}

/**
 * The app of one test file (its own database, named after `name`), started before its first test
 * with `people` seeded in the order given (then `prepare`), and closed after its last. The object is empty until
 * then, so read it inside a test or a hook, never at the top of the file.
 */
export function socialSuite<Name extends string = never>(
  name: string,
  people: Record<Name, UserFields> = {} as Record<Name, UserFields>,
  options: SuiteOptions<Name> = {},
): SocialSuite<Name> {
  const suite = {} as SocialSuite<Name>;
  before(async () => {
    Object.assign(suite, await startSocialTestApp(name, options.env));
    for (const [key, fields] of Object.entries(people) as [Name, UserFields][]) {
      suite[key] = (await seedUser(suite.db, fields)) as SocialSuite<Name>[Name];
    }
    await options.prepare?.(suite);
  });
  after(async () => {
    // Absent when the start failed: the file's own failure is the one to read.
    await suite.close?.();
  });
  return suite;
}
