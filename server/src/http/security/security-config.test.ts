import { describe, expect, it } from 'vitest';
import { loadSecurityConfig } from './security-config';

describe('security settings from the environment', () => {
  it('defaults to generous rate limits, no CORS origin, no trusted proxy and 10 s per request', () => {
    expect(loadSecurityConfig({})).toEqual({
      rateLimits: { perDevicePerMinute: 600, perIpPerMinute: 3000 },
      corsOrigins: [],
      trustProxy: false,
      timeouts: { requestMs: 10_000, keepAliveMs: 72_000, checkIntervalMs: 1_000 },
    });
  });

  it('reads limits (0 turns one off), origins and proxy trust', () => {
    const security = loadSecurityConfig({
      RATE_LIMIT_PER_MINUTE: '120',
      RATE_LIMIT_PER_IP_PER_MINUTE: '0',
      CORS_ORIGINS: 'https://names.example.org, capacitor://localhost,http://localhost',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      REQUEST_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
    });
    expect(security).toEqual({
      rateLimits: { perDevicePerMinute: 120, perIpPerMinute: undefined },
      corsOrigins: ['https://names.example.org', 'capacitor://localhost', 'http://localhost'],
      trustProxy: '10.0.0.0/8,127.0.0.1',
      timeouts: { requestMs: 5000, keepAliveMs: 65_000, checkIntervalMs: 1_000 },
    });
    expect(loadSecurityConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('names the variable that is invalid', () => {
    expect(() => loadSecurityConfig({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadSecurityConfig({ RATE_LIMIT_PER_IP_PER_MINUTE: '-1' })).toThrow(
      /RATE_LIMIT_PER_IP_PER_MINUTE/,
    );
    expect(() => loadSecurityConfig({ CORS_ORIGINS: 'https://example.org/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadSecurityConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadSecurityConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
