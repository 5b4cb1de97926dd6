/** Copies text to the clipboard; resolves false when the platform refuses (spec §8: failures are swallowed). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
