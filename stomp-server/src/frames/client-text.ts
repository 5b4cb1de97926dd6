/** How much of a client's own input an ERROR or error message repeats back. */
export const ECHO_PREFIX_CHARS = 64;

/** Client input quoted in a message: its first 64 characters (whole code points), then an ellipsis if cut. */
export function echoPrefix(text: string): string {
  const head = Array.from(text.slice(0, ECHO_PREFIX_CHARS * 2))
    .slice(0, ECHO_PREFIX_CHARS)
    .join('');
  return head.length < text.length ? `${head}…` : text;
}
