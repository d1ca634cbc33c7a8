import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import type { GallerySection } from '../gallery-section';

const TEXT_VARIANTS = ['primary', 'secondary', 'outline', 'link'] as const;

/** A small "x" drawn with the text colour, so the icon button needs no image file. */
function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

function Variant({ variant }: { variant: Exclude<ButtonVariant, 'icon'> }) {
  const [clicks, setClicks] = useState(0);
  const name = variant[0]!.toUpperCase() + variant.slice(1);
  return (
    <div className="ui-gallery__state">
      <h3>{name}</h3>
      <div className="ui-gallery__actions">
        <Button variant={variant} onClick={() => setClicks((n) => n + 1)}>
          {name}
        </Button>
        <Button variant={variant} disabled onClick={() => setClicks((n) => n + 1)}>
          {`${name} disabled`}
        </Button>
        <Button variant={variant} isLoading>
          {`${name} loading`}
        </Button>
      </div>
      <p className="muted" aria-live="polite">{`Clicked ${clicks} times`}</p>
    </div>
  );
}

function ButtonSection() {
  const [closed, setClosed] = useState(0);
  return (
    <div className="ui-gallery__states">
      {TEXT_VARIANTS.map((variant) => (
        <Variant key={variant} variant={variant} />
      ))}
      <div className="ui-gallery__state">
        <h3>Icon</h3>
        <div className="ui-gallery__actions">
          <Button variant="icon" aria-label="Close" onClick={() => setClosed((n) => n + 1)}>
            <CloseIcon />
          </Button>
          <Button variant="icon" aria-label="Close (disabled)" disabled>
            <CloseIcon />
          </Button>
        </div>
        <p className="muted" aria-live="polite">{`Closed ${closed} times`}</p>
      </div>
      <div className="ui-gallery__state">
        <h3>With a link target</h3>
        <Button variant="outline" to="/dev/ui#textarea">
          Go to multi-line text
        </Button>
        <Button block>Block (full width)</Button>
      </div>
    </div>
  );
}

export const section: GallerySection = {
  id: 'button',
  title: 'Buttons',
  order: 20,
  Component: ButtonSection,
};
