import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authEnvSchema } from '../auth/auth-config';
import { repoRoot, serverEnvSchema } from '../config';
import { securityEnvSchema } from '../http/security/security-config';
import { realtimeEnvSchema } from '../realtime/realtime-config';

const UNSET = 'unset';

/** Each variable the server reads and its default as an operator would write it ('unset' when none). */
function schemaDefaults(): Map<string, string> {
  const defaults = new Map<string, string>();
  for (const schema of [serverEnvSchema, authEnvSchema, securityEnvSchema, realtimeEnvSchema]) {
    const parsed: Record<string, unknown> = schema.parse({});
    for (const name of Object.keys(schema.shape)) {
      const value = parsed[name];
      const unset = value === undefined || (Array.isArray(value) && value.length === 0);
      defaults.set(name, unset ? UNSET : String(value));
    }
  }
  return defaults;
}

/** The README's table of server variables: the first table under "## Configuration". */
function readmeDefaults(): Map<string, string> {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(section.indexOf('\n|'), section.indexOf('\n\n', section.indexOf('\n|')));
  const defaults = new Map<string, string>();
  for (const row of table.trim().split('\n').slice(2)) {
    const [variables = '', fallback = ''] = row
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    for (const [, name] of variables.matchAll(/`([A-Z_]+)`/g)) {
      defaults.set(name ?? '', fallback.replace(/^`(.*)`$/, '$1'));
    }
  }
  return defaults;
}

/** `.env.example`: `NAME=value` for a default, `# NAME=example` for a variable that is unset by default. */
function envExampleDefaults(): Map<string, string> {
  const text = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  const defaults = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^(# )?([A-Z_]+)=(.*)$/.exec(line);
    if (match?.[2] !== undefined) {
      defaults.set(match[2], match[1] ? UNSET : (match[3] ?? '').replace(/^"(.*)"$/, '$1'));
    }
  }
  return defaults;
}

const sorted = (defaults: Map<string, string>) => Object.fromEntries([...defaults].sort());

describe('the documented settings', () => {
  it('README names every variable the server reads, with its default, and no other', () => {
    expect(sorted(readmeDefaults())).toEqual(sorted(schemaDefaults()));
  });

  it('.env.example names every variable with its default', () => {
    expect(sorted(envExampleDefaults())).toEqual(sorted(schemaDefaults()));
  });
});
