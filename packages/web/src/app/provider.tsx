import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { ErrorFallback } from '../components/errors/error-fallback';
import { Header } from '../components/layouts/header';
import { PageFrame } from '../components/layouts/page-frame';
import { createPortalConnection, PortalConnectionContext } from '../lib/portal-connection';
import { createQueryClient } from '../lib/query-client';
import { toasterProps } from '../lib/toaster';
import { handleCallError } from './handle-call-error';

export function createAppQueryClient(overrides?: Parameters<typeof createQueryClient>[0]) {
  return createQueryClient({ onError: handleCallError, ...overrides });
}

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass their own (e.g. without retry delays); the app makes one per page load. */
  queryClient?: QueryClient;
};

/** The app's query client and the portal connection it reports calls without an answer to. */
function createAppClients() {
  const connection = createPortalConnection();
  return { connection, queryClient: createAppQueryClient({ connection }) };
}

export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [{ queryClient, connection }] = useState(() =>
    given ? { queryClient: given, connection: null } : createAppClients(),
  );
  return (
    <ErrorBoundary
      fallback={(error) => (
        <PageFrame header={<Header />}>
          <ErrorFallback error={error} />
        </PageFrame>
      )}
    >
      <QueryClientProvider client={queryClient}>
        <PortalConnectionContext value={connection}>
          {children}
          <Toaster {...toasterProps} />
        </PortalConnectionContext>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
