import type { en } from './en.js';

/** The shape every language's catalog has: English's keys, each a string in that language. */
type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
export type MailTexts = Catalog<typeof en>;

type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A sentence of the catalog by its dotted path (`welcome.subject`): a typo fails the type check. */
export type TextKey = Keys<MailTexts>;
