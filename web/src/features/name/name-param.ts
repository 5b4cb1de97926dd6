import { parse as parsePattern } from 'regexparam';

/**
 * The name in a /name/… path as the router hands it over, decoded. The router decodes paths with decodeURI, which
 * leaves the escapes of reserved characters (= & + , ; : @ $ / ? #) as they are, so `/name/a%3Db` would show
 * "a%3Db"; those are decoded here.
 */
export function nameFromParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/** The name page's route. */
export const NAME_ROUTE = '/name/:name';

// Matched as the router matches it.
const NAME_ROUTE_PATTERN = parsePattern(NAME_ROUTE).pattern;

/** The name a /name/… address shows, decoded as the router and nameFromParam do; undefined on other paths. */
export function nameInPath(pathname: string): string | undefined {
  const raw = NAME_ROUTE_PATTERN.exec(pathname)?.[1];
  if (raw === undefined) {
    return undefined;
  }
  let routed = raw;
  try {
    routed = raw.includes('%') ? decodeURI(raw) : raw;
  } catch {
    // The router keeps an undecodable path as it is.
  }
  return nameFromParam(routed);
}
