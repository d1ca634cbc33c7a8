import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs on embedded PGlite under ./data with demo data when nothing is set', () => {
    const config = loadConfig({});

    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data/pglite' });
    expect(config.demoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set, and honours PORT and DATA_DIR', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/preauth',
      PORT: '8080',
      DATA_DIR: '/var/lib/preauth',
    });

    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/preauth',
      poolSize: 10,
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/preauth');
  });

  it('names each bad variable on its own line', () => {
    expect(
      problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'mail.example.sg' }),
    ).toEqual([
      'PORT: Invalid input: expected number, received NaN',
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    ]);
  });

  it('refuses production without a session secret and a real database', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET: is required in production',
      'DATABASE_URL: is required in production (PostgreSQL)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toEqual([
      'SESSION_SECRET: must be at least 32 characters',
    ]);
  });

  it('turns demo data off in production unless asked for, and treats empty values as unset', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      DATABASE_URL: 'postgresql://db/preauth',
      REDIS_URL: '',
    });

    expect(production.demoData).toBe(false);
    expect(production.redisUrl).toBeUndefined();
  });
});
