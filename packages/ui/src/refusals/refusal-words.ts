import { GENERIC_REFUSALS, type GenericRefusal, REFUSAL_WORDS, type RefusalCode } from '@art/sdk/refusals';

/** Words for every refusal code, in one language; `{{name}}` is a value the server filled in. */
export type RefusalWords = Record<RefusalCode | GenericRefusal, string>;

/** The spec's English words, from the table the services answer with (`{name}` → `{{name}}`). */
export const refusalWordsEn = Object.fromEntries(
  Object.entries({ ...REFUSAL_WORDS, ...GENERIC_REFUSALS }).map(([code, words]) => [
    code,
    words.replace(/\{([a-zA-Z]+)\}/g, '{{$1}}'),
  ]),
) as RefusalWords;
