import { createContext, type ReactNode, use, useState } from 'react';
import { useLocation } from 'react-router';

type PageChange = {
  /** True once the visitor has moved from the page the app opened on. */
  navigated: boolean;
  announce: (pageTitle: string) => void;
};

const PageChangeContext = createContext<PageChange>({ navigated: false, announce: () => {} });

/** What the page heading needs to say that a route change opened its page. */
export const usePageChange = () => use(PageChangeContext);

/**
 * Around the routes: a polite live region that says which page a route change opened. The page the
 * app opens on is not announced, nor does its heading take the focus: the browser's own page load
 * has just been read.
 */
export function RouteAnnouncer({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [navigated, setNavigated] = useState(false);
  const [message, setMessage] = useState('');
  // Adjusted while rendering, so the new page's heading already sees it.
  if (!navigated && key !== firstKey) setNavigated(true);

  return (
    <PageChangeContext value={{ navigated, announce: setMessage }}>
      {children}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {message}
      </p>
    </PageChangeContext>
  );
}
