import { Button } from '../../../components/ui/button';
import './singpass-button.css';

/**
 * The image button of the Singpass login (000 §2.8), drawn inline: no external image is loaded.
 * The picture is decorative; the button's name is its text.
 */
export function SingpassButton({ onClick }: { onClick: () => Promise<unknown> }) {
  return (
    <Button variant="outline" className="singpass-button" onClick={onClick}>
      <svg
        className="singpass-button__logo"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="11" fill="#f4333d" />
        <path
          d="M8 15.5c1 .9 2.4 1.5 4 1.5 2 0 3.5-1 3.5-2.6 0-3.3-7-2-7-5.3C8.5 7.6 10 7 12 7c1.3 0 2.5.4 3.4 1"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      Log in with <strong>Singpass</strong>
    </Button>
  );
}
