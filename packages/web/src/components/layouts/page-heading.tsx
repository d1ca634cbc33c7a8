import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import { PORTAL_HEADING } from './header';
import { usePageChange } from './route-announcer';

/** The browser tab's title for a page. */
export const documentTitle = (pageTitle: string) => `${pageTitle} · ${PORTAL_HEADING}`;

type PageHeadingProps = {
  /** The page's name: the heading's text and the tab's title. */
  title: string;
  id?: string;
};

/**
 * The h1 of every screen. It names the browser tab after the page and, when a route change opened
 * the page, takes the focus (so the keyboard and the screen reader start at the new content) and
 * has the change announced.
 */
export function PageHeading({ title, id }: PageHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const { navigated, announce } = usePageChange();
  const shown = useEffectEvent((name: string) => {
    document.title = name;
    if (!navigated) return;
    heading.current?.focus();
    announce(name);
  });
  useEffect(() => shown(documentTitle(title)), [title, pathname]);

  return (
    <h1 id={id} ref={heading} tabIndex={-1}>
      {title}
    </h1>
  );
}
