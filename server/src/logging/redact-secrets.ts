export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are credentials: a device id is the only key an anonymous user has; tokens,
 * sign-in codes and states, nonces and invite codes each let their holder act as someone.
 */
const SECRET_QUERY_KEYS = new Set([
  'deviceid',
  'deviceuuid',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'code',
  'code_verifier',
  'state',
  'nonce',
  'invitecode',
]);

/** A query parameter inside a URL, which may itself sit inside a JSON string (where `"` and `\` end it). */
const QUERY_PARAMETER = /([?&])([^=&#\s"\\]+)=([^&#\s"\\]*)/g;
const AUTHORIZATION_VALUE = /\b(Bearer|Basic)\s+[^\s"\\]+/gi;

/** The key as the server's query parser reads it: percent-decoded, so `%64eviceId` is caught too. */
function isSecretKey(rawKey: string): boolean {
  let key = rawKey;
  try {
    key = decodeURIComponent(rawKey.replaceAll('+', ' '));
  } catch {
    // Not validly encoded: the parser keeps such a key as it is, and so do we.
  }
  return SECRET_QUERY_KEYS.has(key.toLowerCase());
}

/**
 * Replaces, anywhere in `text` (a URL, a message, a whole log line), the values of secret query parameters and
 * of `Bearer`/`Basic` credentials with `[redacted]`.
 */
export function redactSecretsInText(text: string): string {
  return text
    .replace(QUERY_PARAMETER, (parameter: string, separator: string, key: string) =>
      isSecretKey(key) ? `${separator}${key}=${REDACTED}` : parameter,
    )
    .replace(AUTHORIZATION_VALUE, `$1 ${REDACTED}`);
}

/** Log fields that hold credentials, whatever logs them (pino `redact` paths). */
export const SECRET_LOG_FIELDS = [
  'deviceId',
  '*.deviceId',
  'deviceUuid',
  'inviteCode',
  '*.inviteCode',
  'token',
  'req.headers.authorization',
  'req.headers.cookie',
  // PostgreSQL puts the offending values, device ids among them, into an error's detail.
  'err.detail',
];
