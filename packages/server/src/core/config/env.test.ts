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

  it('keeps uploads on the local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('stores uploads in S3 with S3_BUCKET: us-east-1 and the default credential chain', () => {
    expect(loadConfig({ S3_BUCKET: 'preauth-uploads' }).s3).toEqual({
      bucket: 'preauth-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('takes the endpoint, path style and keys of an S3-compatible service', () => {
    const config = loadConfig({
      S3_BUCKET: 'uploads.preauth',
      S3_REGION: 'ap-southeast-1',
      S3_ENDPOINT: 'https://objects.example.sg',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    });

    expect(config.s3).toEqual({
      bucket: 'uploads.preauth',
      region: 'ap-southeast-1',
      endpoint: 'https://objects.example.sg',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
    });
  });

  it('names each bad S3 variable on its own line', () => {
    expect(
      problemsOf({
        S3_BUCKET: 'Uploads_2026',
        S3_REGION: 'Singapore',
        S3_ENDPOINT: 'ftp://objects.example.sg',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toEqual([
      'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      'S3_REGION: must be a region such as ap-southeast-1',
      'S3_ENDPOINT: must be an http:// or https:// URL',
      'S3_FORCE_PATH_STYLE: must be true or false',
    ]);
  });

  it('refuses an S3 key without its secret, and S3 settings without a bucket', () => {
    expect(problemsOf({ S3_BUCKET: 'preauth-uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
      'S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID',
    ]);
    expect(problemsOf({ S3_BUCKET: 'preauth-uploads', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      'S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY',
    ]);
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: '' })).toEqual([
      'S3_BUCKET: is required with S3_ENDPOINT',
    ]);
  });

  it('keeps text messages in the local mailbox from sender PreAuth unless a provider is set', () => {
    expect(loadConfig({}).sms).toEqual({
      providerUrl: undefined,
      providerToken: undefined,
      senderId: 'PreAuth',
    });
    expect(
      loadConfig({
        SMS_PROVIDER_URL: 'https://sms.example.sg/v1/messages',
        SMS_PROVIDER_TOKEN: 'token-123',
        SMS_SENDER_ID: 'AuroraLife',
      }).sms,
    ).toEqual({
      providerUrl: 'https://sms.example.sg/v1/messages',
      providerToken: 'token-123',
      senderId: 'AuroraLife',
    });
  });

  it('names each bad SMS variable on its own line', () => {
    expect(
      problemsOf({
        SMS_PROVIDER_URL: 'sms.example.sg/send',
        SMS_PROVIDER_TOKEN: 'two words',
        SMS_SENDER_ID: 'AuroraLifeSG',
      }),
    ).toEqual([
      'SMS_PROVIDER_URL: must be an http:// or https:// URL',
      'SMS_PROVIDER_TOKEN: must be printable ASCII without spaces (it is sent as a bearer token)',
      'SMS_SENDER_ID: must be at most 11 characters, the limit of an alphanumeric sender id',
    ]);
    expect(problemsOf({ SMS_PROVIDER_URL: 'ftp://sms.example.sg' })).toEqual([
      'SMS_PROVIDER_URL: must be an http:// or https:// URL',
    ]);
    expect(problemsOf({ SMS_SENDER_ID: 'A'.repeat(11) })).toEqual([]);
  });

  it('refuses an SMS token without a provider URL', () => {
    expect(problemsOf({ SMS_PROVIDER_TOKEN: 'token-123' })).toEqual([
      'SMS_PROVIDER_URL: is required with SMS_PROVIDER_TOKEN',
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
