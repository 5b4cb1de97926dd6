import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SIGN_IN } from '../../auth/auth-config';
import { repoRoot } from '../../config';
import type { IsolatedApp } from '../../../test/isolated-app';
import { createIsolatedApp } from '../../../test/isolated-app';
import { DEFAULT_SECURITY } from './security-config';

const ALLOWED = 'https://names.example.org';

let sameOrigin: IsolatedApp;
let withOrigins: IsolatedApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-dist-'));
  fs.writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><script type="module" src="/a.js"></script>',
  );
  sameOrigin = await createIsolatedApp({ webDistDir });
  withOrigins = await createIsolatedApp({
    security: { ...DEFAULT_SECURITY, corsOrigins: [ALLOWED, 'capacitor://localhost'] },
  });
});
afterAll(async () => {
  await sameOrigin.close();
  await withOrigins.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it.each(['/', '/swipe', '/api/health', '/api/nothing-here'])('sends them on %s', async (url) => {
    const response = await sameOrigin.app.inject({ url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('has a CSP that allows only our own scripts, fonts and connections (plus the WebSocket)', async () => {
    const response = await sameOrigin.app.inject({ url: '/' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:8080']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('puts the public https origin as wss: into connect-src', async () => {
    const isolated = await createIsolatedApp({
      auth: { ...NO_SIGN_IN, publicUrl: 'https://names.example.org' },
    });
    try {
      const csp = directives(
        (await isolated.app.inject({ url: '/api/health' })).headers['content-security-policy'],
      );
      expect(csp.get('connect-src')).toEqual(["'self'", 'wss://names.example.org']);
    } finally {
      await isolated.close();
    }
  });
});

/** What in an HTML page a CSP without 'unsafe-inline' scripts and without foreign origins would block. */
function cspViolationsIn(html: string): string[] {
  const violations: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
    if (!/\bsrc=/.test(tag) || !/>\s*<\/script>$/.test(tag)) {
      violations.push(`inline script: ${tag.slice(0, 80)}`);
    }
  }
  for (const attribute of html.match(/\son[a-z]+\s*=/gi) ?? []) {
    violations.push(`inline event handler: ${attribute.trim()}`);
  }
  for (const url of html.match(/\b(?:src|href)="([^"]*)"/gi) ?? []) {
    if (/="(?:https?:)?\/\//i.test(url)) {
      violations.push(`foreign resource: ${url}`);
    }
  }
  return violations;
}

describe('the web app satisfies the CSP', () => {
  const pages = ['web/index.html', 'web/dist/index.html']
    .map((page) => path.join(repoRoot, page))
    .filter((page) => fs.existsSync(page));

  it.each(pages)('%s has no inline script, no inline handler and no foreign resource', (page) => {
    expect(cspViolationsIn(fs.readFileSync(page, 'utf8'))).toEqual([]);
  });

  it('recognises what it must refuse', () => {
    expect(cspViolationsIn('<script>alert(1)</script>')).toHaveLength(1);
    expect(cspViolationsIn('<img src=x onerror=alert(1)>')).toHaveLength(1);
    expect(cspViolationsIn('<link href="https://fonts.googleapis.com/css">')).toHaveLength(1);
  });
});

describe('CORS', () => {
  it('sends no CORS header at all by default, so browsers keep other origins out', async () => {
    const response = await sameOrigin.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await sameOrigin.app.inject({
      method: 'OPTIONS',
      url: '/api/device/name',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('allows exactly the configured origins', async () => {
    const allowed = await withOrigins.app.inject({ url: '/api/health', headers: { origin: ALLOWED } });
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(allowed.headers.vary).toMatch(/Origin/i);
    const app = await withOrigins.app.inject({
      url: '/api/health',
      headers: { origin: 'capacitor://localhost' },
    });
    expect(app.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    const preflight = await withOrigins.app.inject({
      method: 'OPTIONS',
      url: '/api/device/name',
      headers: { origin: ALLOWED, 'access-control-request-method': 'PUT' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toMatch(/PUT/);
    for (const origin of ['https://evil.example', 'https://names.example.org.evil.example', 'null']) {
      const refused = await withOrigins.app.inject({ url: '/api/health', headers: { origin } });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
