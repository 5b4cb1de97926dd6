/*
 * Our Content-Security-Policy forbids eval; without `jitless`, zod probes `new Function` on its first parse and the
 * browser reports a CSP violation for the probe. Zod takes its configuration from this global when it loads
 * (zod/v4/core/core.js), so setting it here configures the zod that the lazy screens bring, without putting zod
 * on the first screen.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
