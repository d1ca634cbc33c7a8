import { type ReactNode, useState } from 'react';
import type { LinkAddress } from '../../lib/link-session';
import { PageHeading } from '../layouts/page-heading';
import { LINK_LOGGED_OUT, LinkLogoutButton } from './link-logout';
import './link-page.css';

/** The title of the OTP page of every link (001 §2). */
export const OTP_PAGE_TITLE = '2FA Security – One Time Pin';

/**
 * A page of an emailed link (the doctor's, the business office's): its heading, the request's
 * reference, then its content. With `logoutOf` (a page of a link session) it offers "Log out",
 * after which it says so in place of the content.
 */
export function LinkPage({
  title,
  erefNo,
  logoutOf,
  children,
}: {
  title: string;
  erefNo: string;
  logoutOf?: LinkAddress;
  children: ReactNode;
}) {
  const [loggedOut, setLoggedOut] = useState(false);
  return (
    <section className="link-page">
      <div className="link-page__head">
        <PageHeading title={title} />
        {logoutOf && !loggedOut && (
          <LinkLogoutButton address={logoutOf} onLoggedOut={() => setLoggedOut(true)} />
        )}
      </div>
      <p className="link-page__ref">
        Ref no: <strong>{erefNo}</strong>
      </p>
      {loggedOut ? <p role="status">{LINK_LOGGED_OUT}</p> : children}
    </section>
  );
}
