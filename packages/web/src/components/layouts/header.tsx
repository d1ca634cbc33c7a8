import { MESSAGES } from '@preauth/shared';
import { Button } from '../ui/button';
import { Logo } from './logo';
import './header.css';

export const PORTAL_HEADING = 'Pre-Authorisation Portal';

type HeaderProps = {
  /** The logged-in user; absent on public screens. */
  userName?: string | undefined;
  onLogout?: () => void;
  isLoggingOut?: boolean;
};

/** The header of every screen: logo, portal heading, the permanent warning and, when logged in, the user. */
export function Header({ userName, onLogout, isLoggingOut = false }: HeaderProps) {
  return (
    <header className="app-header">
      <div className="app-header__bar split-row">
        <div className="app-header__brand">
          <Logo />
          <p className="app-header__title">{PORTAL_HEADING}</p>
        </div>
        {userName && (
          <div className="app-header__user">
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
