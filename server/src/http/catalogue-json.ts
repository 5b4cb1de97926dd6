import { cardLineOf } from '../domain/card-lines';
import { explanationOf } from '../domain/learned-cards';

const texts = new WeakMap<object, string>();

/**
 * The JSON of a list of catalogue entries, each entry stringified once for the life of the object: the catalogue's
 * entries and their lined cards (withCardLines) are immutable objects shared by every answer, so a deck of 60 is
 * joined from cached texts rather than serialised again on every request. A card of the learned order is its
 * catalogue item's text with the reasons added (see withReasons), and a card with a "1 in N" line is its card's text
 * with the line added (withCardLines).
 */
export function catalogueListJson(entries: readonly object[]): string {
  return `[${entries.map(entryText).join(',')}]`;
}

function entryText(entry: object): string {
  let text = texts.get(entry);
  if (text === undefined) {
    text = freshText(entry);
    texts.set(entry, text);
  }
  return text;
}

function freshText(entry: object): string {
  const line = cardLineOf(entry);
  if (line) {
    return `${entryText(line.card).slice(0, -1)},"oneIn":${JSON.stringify(line.oneIn)}}`;
  }
  const explanation = explanationOf(entry);
  return explanation
    ? `${entryText(explanation.item).slice(0, -1)},"because":${JSON.stringify(explanation.because)}}`
    : JSON.stringify(entry);
}
