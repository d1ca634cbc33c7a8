import { describe, expect, it } from 'vitest';
import { clearRedirectPath, readRedirectPath, saveRedirectPath } from './redirect-path';

describe('saved redirect path', () => {
  it('keeps the path and query the visitor asked for', () => {
    saveRedirectPath('/request/42/review?from=mail');
    expect(readRedirectPath()).toBe('/request/42/review?from=mail');
    clearRedirectPath();
    expect(readRedirectPath()).toBeNull();
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'dashboard',
    '/login',
    '/login?x=1',
  ])('ignores %s, which is not a safe in-app destination', (path) => {
    saveRedirectPath(path);
    expect(readRedirectPath()).toBeNull();
  });
});
