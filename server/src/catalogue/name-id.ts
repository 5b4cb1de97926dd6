/** The stable identifier of a name: its NFC lower-case spelling, so lookups are case-insensitive by key. */
export function nameIdOf(name: string): string {
  return name.normalize('NFC').toLowerCase();
}
