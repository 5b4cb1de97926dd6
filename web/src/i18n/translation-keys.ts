import type { Translation } from './languages';

/** Every text's path in en.json: "swipe.like", "nav.likesCount_one". */
type Leaves<Texts, Prefix extends string = ''> = {
  [Key in keyof Texts & string]: Texts[Key] extends string
    ? `${Prefix}${Key}`
    : Leaves<Texts[Key], `${Prefix}${Key}.`>;
}[keyof Texts & string];

type Path = Leaves<Translation>;

type PluralForm = `${string}_${Intl.LDMLPluralRule}`;

type PluralBase<Key> = Key extends `${infer Base}_other` ? Base : never;

/** A text called by its own path. */
export type TextKey = Exclude<Path, PluralForm>;

/** A text with plural forms, called by its base path with a `count`: "nav.likesCount" for `nav.likesCount_one`. */
export type PluralKey = PluralBase<Path>;

/** The values a text's `{{name}}` placeholders take. */
export type TranslationValues = Readonly<Record<string, string | number>>;

/** Translates a key of en.json in one language; a key that is not there fails `tsc`. */
export interface TFunction {
  (key: TextKey, values?: TranslationValues): string;
  (key: PluralKey, values: TranslationValues & { readonly count: number }): string;
}
