/** GET /family's path; the entry's early request on Matches and getFamily ask the same address. */
export const FAMILY_PATH = '/family';
