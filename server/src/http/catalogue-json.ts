import { explanationOf } from '../domain/learned-cards';

const texts = new WeakMap<object, string>();

/**
 * The JSON of a list of catalogue entries, each entry stringified once for the life of the process: the
 * entries are immutable objects shared by every answer, so a deck of 60 is joined from cached texts rather than
 * serialised again on every request. A card of the learned order is its catalogue item's text with the reasons
 * added (see withReasons).
 */
export function catalogueListJson(entries: readonly object[]): string {
  let json = '[';
  entries.forEach((entry, at) => {
    const explanation = explanationOf(entry);
    const text = explanation
      ? `${cachedText(explanation.item).slice(0, -1)},"because":${JSON.stringify(explanation.because)}}`
      : cachedText(entry);
    json += at === 0 ? text : `,${text}`;
  });
  return `${json}]`;
}

function cachedText(entry: object): string {
  let text = texts.get(entry);
  if (text === undefined) {
    text = JSON.stringify(entry);
    texts.set(entry, text);
  }
  return text;
}
