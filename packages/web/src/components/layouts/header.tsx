import { MESSAGES } from '@preauth/shared';
import { NavLink } from 'react-router';
import { Button } from '../ui/button';
import { Logo } from './logo';
import './header.css';

export const PORTAL_HEADING = 'Pre-Authorisation Portal';

/** A place of the logged-in area the header links to (e.g. the adjudicator's work queue). */
export type HeaderLink = { to: string; label: string };

type HeaderProps = {
  /** The logged-in user; absent on public screens. */
  userName?: string | undefined;
  /**
   * A page of the logged-in area whose user is not known yet (a new tab waiting for an open one's
   * session): the user's row is there, empty and inert, so the page stays put when they come.
   */
  isUserPending?: boolean;
  /** The user's places, as a navigation landmark beside the user's name. */
  links?: readonly HeaderLink[];
  onLogout?: () => void;
  isLoggingOut?: boolean;
};

/**
 * The header of every screen: logo, portal heading, the permanent warning and, when logged in, the
 * user's places and the user.
 */
export function Header({
  userName,
  isUserPending = false,
  links = [],
  onLogout,
  isLoggingOut = false,
}: HeaderProps) {
  const pending = !userName && isUserPending;
  return (
    <header className="app-header">
      <div className="app-header__bar split-row">
        <div className="app-header__brand">
          <Logo />
          <p className="app-header__title">{PORTAL_HEADING}</p>
        </div>
        {(userName || pending) && (
          <div
            className={pending ? 'app-header__user app-header__user--pending' : 'app-header__user'}
            inert={pending}
          >
            {links.length > 0 && (
              <nav className="app-header__nav" aria-label="Main">
                <ul>
                  {links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <span className="app-header__name">{userName ?? '\u00a0'}</span>
            {onLogout && (
              <Button variant="outline" onClick={onLogout} isLoading={isLoggingOut}>
                {isLoggingOut ? 'Logging out…' : 'Log out'}
              </Button>
            )}
          </div>
        )}
      </div>
      <p className="app-header__warning">{MESSAGES.headerWarning}</p>
    </header>
  );
}
