/** GET /names/{name}'s path; the entry's early request and the name screen build the same one. */
export function nameDetailPath(name: string): string {
  return `/names/${encodeURIComponent(name)}`;
}
