import type { UserType } from '@preauth/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a screen's first data calls depend on: who asks (the user type of the tab's stored session,
 * known before the server answers for the user), and the page's address.
 */
export type ScreenDataContext = {
  userType: UserType;
  params: Params;
  searchParams: URLSearchParams;
};

/**
 * Starts the calls a screen makes on its first render, with the same query options, so the screen
 * finds them under way or answered. It starts none the screen would not make (another user type,
 * an address the screen does not accept): a refused call would show an error of its own.
 */
export type StartScreenData = (queryClient: QueryClient, context: ScreenDataContext) => void;

/**
 * A logged-in route's `handle`: its screen's data calls, loaded apart from the screen's code
 * (issue 27), so they start while that code still arrives instead of after it has run.
 */
export type ScreenDataHandle = { screenData: () => Promise<StartScreenData> };

export function isScreenDataHandle(handle: unknown): handle is ScreenDataHandle {
  return typeof handle === 'object' && handle !== null && 'screenData' in handle;
}
