import type { en } from './en';

// Same keys as English, any string values: a bundle missing a key (or adding one
// English does not have) is a type error.
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type LocaleBundle = Shape<typeof en>;
