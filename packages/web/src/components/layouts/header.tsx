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
  /** The user's places, as a navigation landmark beside the user's name. */
  links?: readonly HeaderLink[];
  onLogout?: () => void;
  isLoggingOut?: boolean;
};

/**
 * The header of every screen: logo, portal heading, the permanent warning and, when logged in, the
 * user's places and the user.
 */
export function Header({ userName, links = [], onLogout, isLoggingOut = false }: HeaderProps) {
  return (
    <header className="app-header">
      <div className="app-header__bar split-row">
        <div className="app-header__brand">
          <Logo />
          <p className="app-header__title">{PORTAL_HEADING}</p>
        </div>
        {userName && (
          <div className="app-header__user">
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
            <span className="app-header__name">{userName}</span>
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
