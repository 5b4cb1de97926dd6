/** A service address fit for a message or a log line: scheme, host, port and path, never the credentials. */
export function displayUrl(url: string): string {
  if (!URL.canParse(url)) {
    return '(unparseable URL)';
  }
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
}
