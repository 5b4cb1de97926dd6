import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('defaults to port 8080 and an embedded SQLite file under .data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({
      dialect: 'sqlite',
      file: path.join(repoRoot, '.data/name-swiper.sqlite'),
    });
    expect(config.catalogueDir).toBe(path.join(repoRoot, 'data'));
    expect(config.logLevel).toBe('info');
  });

  it('switches to PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/names',
      DATABASE_POOL_SIZE: '20',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
    });
    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@db:5432/names',
      poolSize: 20,
      connectTimeoutMs: 10_000,
      statementTimeoutMs: 5000,
    });
  });

  it('names the variable that is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    for (const url of [
      'mysql://x',
      'postgres://',
      'postgres://db:5432',
      'sqlite:',
      'postgres://db:port/names',
    ]) {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
        'DATABASE_URL: must be sqlite:<file> or postgres://user@host:port/database',
      );
    }
    expect(() => loadConfig({ REDIS_URL: 'redis://[::1' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ NODE_ENV: 'prod' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ REDIS_PREFIX: 'names swiper' })).toThrow(/REDIS_PREFIX/);
  });

  it('puts every Redis key under REDIS_PREFIX, name-swiper: by default', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({
      url: 'redis://cache:6379',
      connectTimeoutMs: 10_000,
      keyPrefix: 'name-swiper:',
    });
    expect(
      loadConfig({ REDIS_URL: 'redis://cache:6379', REDIS_PREFIX: 'names-staging:' }).redis?.keyPrefix,
    ).toBe('names-staging:');
  });
});
