import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

describe('the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const script = 'console.log("the app");'.repeat(50);
  const html = '<!doctype html><title>Portal</title>';
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(html));
  writeFileSync(path.join(dist, 'assets', 'index-AbC123xy.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123xy.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'index-AbC123xy.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  const asset = '/assets/index-AbC123xy.js';

  it('sends the precompressed copy the Accept-Encoding allows, immutable', async () => {
    const { app } = await createTestApp({ config: { webDistDir: dist } });

    const brotli = await app.inject({ url: asset, headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject({ url: asset, headers: { 'accept-encoding': 'identity' } });

    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload).toEqual(brotliCompressSync(script));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync(script));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers['content-type']).toMatch(
        /^text\/javascript|^application\/javascript/,
      );
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends index.html, and every unknown page path, to be revalidated', async () => {
    const { app } = await createTestApp({ config: { webDistDir: dist } });

    const index = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } });
    const page = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    const plainPage = await app.inject({ url: '/request/123/review' });

    expect(index.headers['content-encoding']).toBe('br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.rawPayload).toEqual(gzipSync(html));
    expect(plainPage.statusCode).toBe(200);
    expect(plainPage.body).toBe(html);
    for (const response of [index, page, plainPage]) {
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
    }
  });

  it("lets the app's pages show a file they fetched (data:) in a frame or an image, and nothing else from elsewhere", async () => {
    const { app } = await createTestApp({ config: { webDistDir: dist } });

    const page = await app.inject({ url: '/adjudication/cases/x' });

    const policy = page.headers['content-security-policy'];
    expect(policy).toContain("frame-src 'self' data:");
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it("answers the app's pages 200 and any other path 404, both with the app", async () => {
    const { app } = await createTestApp({ config: { webDistDir: dist } });

    for (const url of ['/login', '/dashboard?page=2', '/request/123/review', '/AURORA/PA1/otp']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(html);
    }
    for (const url of ['/logins', '/dashboard/extra/more', '/request/123/review/sms/x']) {
      const unknown = await app.inject({ url });
      expect(unknown.statusCode, url).toBe(404);
      // The app's own not-found screen, as cacheable as every page.
      expect(unknown.body, url).toBe(html);
      expect(unknown.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers HEAD as it answers GET, for pages, unknown paths and files, without a body', async () => {
    const { app } = await createTestApp({ config: { webDistDir: dist } });

    for (const url of ['/login', '/logins', '/favicon.ico', asset, '/assets/index-Gone1234.js']) {
      const get = await app.inject({ url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
    expect((await app.inject({ method: 'HEAD', url: '/login' })).statusCode).toBe(200);
  });

  it('answers a missing asset file with the JSON 404, not the app', async () => {
    const { app } = await createTestApp({ config: { webDistDir: dist } });

    const missing = await app.inject({ url: '/assets/index-Gone1234.js' });

    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('still answers an unknown API path with the JSON 404', async () => {
    const { app } = await createTestApp({ config: { webDistDir: dist } });

    const api = await app.inject({ url: '/api/unknown', headers: { 'accept-encoding': 'br' } });

    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});
