/** Ordinals closer than this are equal: the same answers replayed in another order differ in the last bits. */
const TIE = 1e-9;

/** The places of a ranking's scores, best first: a score equal to the one before shares its place (1, 1, 3). */
export function sharedPlaces(scores: readonly number[]): number[] {
  const places: number[] = [];
  scores.forEach((score, index) => {
    const before = scores[index - 1];
    const tied = before !== undefined && Math.abs(before - score) < TIE;
    places.push(tied ? (places[index - 1] ?? index + 1) : index + 1);
  });
  return places;
}
