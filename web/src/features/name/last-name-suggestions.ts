/** The parts of a double-barrelled last name ("van der Heijden-Brouwer": "van der Heijden", "Brouwer"). */
const partsOf = (lastName: string) => lastName.split('-').map((part) => part.trim());

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * The last names worth previewing beside the one shown (`saved`): the device's own, and the two joined into a double
 * barrel, each only where it is another name. A part already in the saved name is not repeated, so a name is never
 * offered doubled ("van der Heijden-Brouwer-van der Heijden-Brouwer", issue 31).
 */
export function lastNameSuggestions(saved: string, own: string): string[] {
  const savedParts = partsOf(saved).filter(Boolean);
  const added = partsOf(own).filter(
    (part, index, all) =>
      part !== '' &&
      !savedParts.some((savedPart) => sameName(savedPart, part)) &&
      all.findIndex((other) => sameName(other, part)) === index,
  );
  const doubleBarrel = savedParts.length > 0 && added.length > 0 ? [...savedParts, ...added].join('-') : '';
  return [own, doubleBarrel].filter(
    (suggestion, index, all) =>
      suggestion !== '' && !sameName(suggestion, saved) && all.indexOf(suggestion) === index,
  );
}
