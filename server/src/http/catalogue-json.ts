const texts = new WeakMap<object, string>();

/**
 * The JSON of a list of catalogue entries, each entry stringified once for the life of the process: the
 * entries are immutable objects shared by every answer, so a deck of 60 is joined from cached texts rather than
 * serialised again on every request.
 */
export function catalogueListJson(entries: readonly object[]): string {
  let json = '[';
  entries.forEach((entry, at) => {
    let text = texts.get(entry);
    if (text === undefined) {
      text = JSON.stringify(entry);
      texts.set(entry, text);
    }
    json += at === 0 ? text : `,${text}`;
  });
  return `${json}]`;
}
