/** One answer on Decide: the name preferred, then the other one. */
export type Answer = readonly [winnerId: string, loserId: string];

/**
 * The pairs of `nameIds` whose order the answers do not settle yet (decision 73): two names are settled when one
 * was preferred to the other directly or through a chain of answers (Noah over Liam and Liam over Emma puts Noah
 * over Emma). An answer naming a name outside `nameIds` is left out; with every pair settled, Decide is done.
 */
export function unsettledPairs(nameIds: readonly string[], answers: readonly Answer[]): [string, string][] {
  const index = new Map(nameIds.map((nameId, at) => [nameId, at]));
  const above = nameIds.map(() => new Array<boolean>(nameIds.length).fill(false));
  for (const [winnerId, loserId] of answers) {
    const winner = index.get(winnerId);
    const loser = index.get(loserId);
    const row = winner === undefined ? undefined : above[winner];
    if (row !== undefined && loser !== undefined) {
      row[loser] = true;
    }
  }
  // Warshall's transitive closure: n³ steps, a few thousand for the names Decide ranks.
  nameIds.forEach((_, via) => {
    for (const row of above) {
      if (row[via]) {
        (above[via] ?? []).forEach((reaches, to) => (row[to] = row[to] || reaches));
      }
    }
  });
  const unsettled: [string, string][] = [];
  nameIds.forEach((first, i) => {
    nameIds.slice(i + 1).forEach((second, offset) => {
      const j = i + 1 + offset;
      if (!above[i]?.[j] && !above[j]?.[i]) {
        unsettled.push([first, second]);
      }
    });
  });
  return unsettled;
}
