import type { TFunction } from './translation-keys';

/**
 * Items as one phrase: "A, B, and C" / "A, B en C" ("or" / "of" for choices). Our two languages' list patterns are
 * texts of their own rather than Intl.ListFormat, whose first use loads ICU's list data: 30 ms of main thread on
 * the first card on a desktop, some 120 ms at the phone speed Lighthouse simulates (decision 68).
 */
export function joinList(t: TFunction, items: readonly string[], kind: 'and' | 'or' = 'and'): string {
  const last = items.at(-1);
  if (items.length < 2 || last === undefined) {
    return last ?? '';
  }
  const rest = items.slice(0, -1).join(', ');
  if (items.length === 2) {
    return t(`list.${kind}`, { first: rest, last });
  }
  return t(`list.${kind}Series`, { rest, last });
}
