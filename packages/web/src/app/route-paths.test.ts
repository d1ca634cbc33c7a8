import { isPagePath, PAGE_PATHS } from '@preauth/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

function routePaths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

describe('the route table', () => {
  it('has a route for every shared page path and no page path of its own', () => {
    const paths = routePaths(routes).filter((path) => path !== '*');

    // The server answers 200 for exactly these paths, 404 with the not-found screen otherwise.
    expect([...paths].sort()).toEqual(Object.values(PAGE_PATHS).sort());
    expect(paths.every(isPagePath)).toBe(true);
  });
});
