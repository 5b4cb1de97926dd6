import { describe, expect, it } from 'vitest';
import { redactSecretsInText } from './redact-secrets';

const DEVICE = '0b8f3c1e-5a7d-4c1e-9f3a-2d6b8e4a7c10';

describe('redactSecretsInText', () => {
  it('replaces the values of secret query parameters and keeps the rest of the URL', () => {
    expect(redactSecretsInText(`/api/votes?deviceId=${DEVICE}&limit=5`)).toBe(
      '/api/votes?deviceId=[redacted]&limit=5',
    );
    expect(redactSecretsInText('/login/oauth2/code/github?code=abc123&state=xyz&iss=https%3A%2F%2Fid')).toBe(
      '/login/oauth2/code/github?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid',
    );
    expect(redactSecretsInText('/login-success?token=eyJhbGciOi.eyJzdWIi.sig')).toBe(
      '/login-success?token=[redacted]',
    );
    expect(redactSecretsInText(`/api/ws?deviceUuid=${DEVICE}`)).toBe('/api/ws?deviceUuid=[redacted]');
  });

  it('catches keys spelled in another case or percent-encoded, as the query parser reads them', () => {
    expect(redactSecretsInText(`/api/votes?DEVICEID=${DEVICE}`)).toBe('/api/votes?DEVICEID=[redacted]');
    expect(redactSecretsInText(`/api/votes?%64evice%49d=${DEVICE}`)).toBe(
      '/api/votes?%64evice%49d=[redacted]',
    );
    expect(redactSecretsInText(`/api/votes?x=%E0%A4%A&deviceId=${DEVICE}`)).toBe(
      '/api/votes?x=%E0%A4%A&deviceId=[redacted]',
    );
  });

  it('leaves other parameters and text alone', () => {
    const text = '/api/names/unvoted?client=web&limit=20 exit code=1';
    expect(redactSecretsInText(text)).toBe(text);
  });

  it('keeps a JSON log line valid and redacts URLs inside its strings', () => {
    const line = JSON.stringify({
      req: { url: `/api/votes?deviceId=${DEVICE}` },
      msg: `Reply was already sent in the "/api/family?deviceId=${DEVICE}" route`,
    });
    const redacted = redactSecretsInText(line);
    expect(redacted).not.toContain(DEVICE);
    expect(JSON.parse(redacted)).toEqual({
      req: { url: '/api/votes?deviceId=[redacted]' },
      msg: 'Reply was already sent in the "/api/family?deviceId=[redacted]" route',
    });
  });

  it('replaces Bearer and Basic credentials', () => {
    expect(redactSecretsInText('authorization: Bearer eyJhbGciOi.eyJzdWIi.sig')).toBe(
      'authorization: Bearer [redacted]',
    );
    expect(redactSecretsInText('{"authorization":"Basic YW5uYTpzZWNyZXQ="}')).toBe(
      '{"authorization":"Basic [redacted]"}',
    );
  });
});
