import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type LoadConfigOptions } from './env';

/** As `npm start` and `npm run dev` read the environment: development unless NODE_ENV says. */
const development = { development: true };

function problemsOf(
  env: Record<string, string>,
  options: LoadConfigOptions = development,
): string[] {
  try {
    loadConfig(env, options);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/** What a production server is given. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'k3Y9-fQ2xW7pL0zR8mN4vB6tH1jC5dG3sA9eU2yI',
  DATABASE_URL: 'postgresql://db/preauth',
};

describe('loadConfig', () => {
  it('runs in development on embedded PGlite under ./data with demo data when npm start chooses it', () => {
    const config = loadConfig({}, development);

    expect(config.env).toBe('development');
    expect(config.isProduction).toBe(false);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data/pglite' });
    expect(config.demoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('listens on the loopback address only in development, unless HOST says otherwise', () => {
    expect(loadConfig({}, development).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('is production when NODE_ENV is unset: it refuses to start, one line per missing variable', () => {
    expect(problemsOf({}, {})).toEqual([
      'SESSION_SECRET: is required in production (NODE_ENV is not set, which means production)',
      'DATABASE_URL: is required in production (PostgreSQL; NODE_ENV is not set, which means production)',
    ]);
  });

  it('is production when NODE_ENV is unset: no demo data, no development secret, no docs', () => {
    const config = loadConfig({ ...production, NODE_ENV: '' });

    expect(config.env).toBe('production');
    expect(config.isProduction).toBe(true);
    expect(config.demoData).toBe(false);
    expect(config.sessionSecret).toBe(production.SESSION_SECRET);
    expect(config.apiDocs).toBe(false);
    expect(config.host).toBe('0.0.0.0');
  });

  it("lets a NODE_ENV that is set win over the command's choice of development", () => {
    expect(problemsOf({ NODE_ENV: 'production' }, development)).toEqual([
      'SESSION_SECRET: is required in production',
      'DATABASE_URL: is required in production (PostgreSQL)',
    ]);
    expect(loadConfig({ NODE_ENV: 'test' }, development).env).toBe('test');
  });

  it('serves /api/docs outside production, and in production only with API_DOCS=true', () => {
    expect(loadConfig({}, development).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(problemsOf({ API_DOCS: 'yes' })).toEqual(['API_DOCS: must be true or false']);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and honours PORT and DATA_DIR', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://app@db:5432/preauth',
      PORT: '8080',
      DATA_DIR: '/var/lib/preauth',
    });

    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/preauth',
      poolSize: 10,
      connectTimeoutSeconds: 60,
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/preauth');
  });

  it('keeps trying to reach the database at start-up for DATABASE_CONNECT_TIMEOUT_SECONDS', () => {
    const database = loadConfig({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://app@db:5432/preauth',
      DATABASE_CONNECT_TIMEOUT_SECONDS: '5',
    }).database;
    expect(database.kind === 'postgres' && database.connectTimeoutSeconds).toBe(5);
    expect(problemsOf({ DATABASE_CONNECT_TIMEOUT_SECONDS: '-1' })).toEqual([
      'DATABASE_CONNECT_TIMEOUT_SECONDS: must be 0 (no retry) or more seconds',
    ]);
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

  it('refuses in production the published development secret and a secret of one repeated character', () => {
    expect(
      problemsOf({
        ...production,
        SESSION_SECRET: 'development-only-session-secret-not-for-production-use',
      }),
    ).toEqual(['SESSION_SECRET: is the published development secret; set a random value']);
    expect(problemsOf({ ...production, SESSION_SECRET: 'a'.repeat(32) })).toEqual([
      'SESSION_SECRET: must be random (fewer than 8 different characters)',
    ]);
    expect(problemsOf({ ...production, SESSION_SECRET: 'abab'.repeat(10) })).toHaveLength(1);
  });

  it('keeps uploads on the local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}, development).s3).toBeUndefined();
  });

  it('stores uploads in S3 with S3_BUCKET: us-east-1 and the default credential chain', () => {
    expect(loadConfig({ S3_BUCKET: 'preauth-uploads' }, development).s3).toEqual({
      bucket: 'preauth-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('takes the endpoint, path style and keys of an S3-compatible service', () => {
    const config = loadConfig({
      ...production,
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
    expect(loadConfig({}, development).sms).toEqual({
      providerUrl: undefined,
      providerToken: undefined,
      senderId: 'PreAuth',
    });
    expect(
      loadConfig({
        ...production,
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

  it('bounds connections per address at 64, or not at all behind a proxy, unless told', () => {
    expect(loadConfig({}, development).maxConnectionsPerAddress).toBe(64);
    expect(loadConfig({ TRUST_PROXY: 'true' }, development).maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '200' }, development)
        .maxConnectionsPerAddress,
    ).toBe(200);
    expect(
      loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }, development).maxConnectionsPerAddress,
    ).toBe(0);
    expect(problemsOf({ MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toEqual([
      'MAX_CONNECTIONS_PER_ADDRESS: must be 0 (no bound) or more',
    ]);
  });

  it('scans uploads with clamd at a socket or a host (port 3310 by default), else not at all', () => {
    expect(loadConfig({}, development).clamd).toBeUndefined();
    expect(loadConfig({ CLAMD_SOCKET: '/run/clamav/clamd.ctl' }, development).clamd).toEqual({
      socket: '/run/clamav/clamd.ctl',
    });
    expect(loadConfig({ CLAMD_HOST: 'clamd.internal' }, development).clamd).toEqual({
      host: 'clamd.internal',
      port: 3310,
    });
    expect(loadConfig({ CLAMD_HOST: '10.0.0.5', CLAMD_PORT: '3311' }, development).clamd).toEqual({
      host: '10.0.0.5',
      port: 3311,
    });
    expect(problemsOf({ CLAMD_SOCKET: '/run/clamd.ctl', CLAMD_HOST: 'clamd.internal' })).toEqual([
      'CLAMD_SOCKET: cannot be set with CLAMD_HOST (choose the socket or the host)',
    ]);
    expect(problemsOf({ CLAMD_PORT: '3310' })).toEqual(['CLAMD_HOST: is required with CLAMD_PORT']);
  });

  it('turns demo data off in production unless asked for, and treats empty values as unset', () => {
    const config = loadConfig({ ...production, REDIS_URL: '' });

    expect(config.demoData).toBe(false);
    expect(config.redisUrl).toBeUndefined();
    expect(loadConfig({ ...production, DEMO_DATA: 'true' }).demoData).toBe(true);
  });
});

describe('the process role', () => {
  it('runs the web server and the background work in one process unless the command says', () => {
    expect(loadConfig({}, development).role).toBe('all');
    expect(loadConfig(production, { role: 'web' }).role).toBe('web');
    expect(loadConfig(production, { role: 'worker' }).role).toBe('worker');
  });

  it('names the roles there are when the command asks for another', () => {
    expect(problemsOf({}, { ...development, role: 'cron' })).toEqual([
      '--role: must be web, worker, all (got "cron")',
    ]);
  });
});
