import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATHS, pagePath } from './page-paths';

describe('page paths', () => {
  it.each([
    '/',
    '/login',
    '/LOGIN/',
    '/dashboard?page=2',
    '/request/0b6f4f4e/review',
    '/acknowledgment/cancel/PA2026-000042',
    '/AURORA/PA2026-000042/doctor-input/requested-fee',
    '/AURORA/PA2026-000042/bo/acknowledgment/submitted',
  ])('knows %s as a page', (path) => {
    expect(isPagePath(path.split('?')[0] ?? path)).toBe(true);
  });

  it.each([
    '/logins',
    '/dashboard/extra/more',
    '/request',
    '/request/0b6f4f4e/review/sms/more',
    '/AURORA/PA2026-000042/unknown',
    '/a/b/c/d/e/f',
  ])('knows %s is no page', (path) => {
    expect(isPagePath(path)).toBe(false);
  });

  it('fills in the parameters, encoded', () => {
    expect(pagePath(PAGE_PATHS.requestAction, { id: 'a/b', action: 'review' })).toBe(
      '/request/a%2Fb/review',
    );
  });
});
