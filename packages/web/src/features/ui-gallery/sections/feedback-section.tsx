import { useState } from 'react';
import toast from 'react-hot-toast';
import { ErrorBoundary } from '../../../components/errors/error-boundary';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Button } from '../../../components/ui/button';
import type { GallerySection } from '../gallery-section';

function Toasts() {
  return (
    <div className="ui-gallery__state">
      <h3>Toasts</h3>
      <p className="muted">Blank and error stay 4 s, success 2 s, loading until dismissed.</p>
      <div className="ui-gallery__actions">
        <Button variant="outline" onClick={() => toast('Your draft is kept for 3 days.')}>
          Blank toast
        </Button>
        <Button variant="outline" onClick={() => toast.success('Request submitted.')}>
          Success toast
        </Button>
        <Button variant="outline" onClick={() => toast.error("Can't submit the data!")}>
          Error toast
        </Button>
        <Button variant="outline" onClick={() => toast.loading('Sending the request …')}>
          Loading toast
        </Button>
        <Button variant="outline" onClick={() => toast.dismiss()}>
          Dismiss all
        </Button>
      </div>
    </div>
  );
}

function Broken(): never {
  throw new Error('The request list could not be drawn.');
}

/** A real boundary: the button makes its child throw while rendering. */
function LiveBoundary() {
  const [broken, setBroken] = useState(false);
  return (
    <div className="ui-gallery__state">
      <h3>Caught render error</h3>
      <ErrorBoundary key={String(broken)} fallback={(error) => <ErrorFallback error={error} />}>
        {broken ? <Broken /> : <p>This panel renders fine.</p>}
      </ErrorBoundary>
      <Button variant="outline" onClick={() => setBroken((b) => !b)}>
        {broken ? 'Repair the panel' : 'Break the panel'}
      </Button>
    </div>
  );
}

function FeedbackSection() {
  return (
    <div className="ui-gallery__states">
      <Toasts />
      <LiveBoundary />
      <div className="ui-gallery__state">
        <h3>Error fallback with a custom view</h3>
        <ErrorFallback
          error={new Error('Network down')}
          view={(error) => (
            <p className="alert alert--error">
              The list is not available: {error instanceof Error ? error.message : 'unknown'}.
            </p>
          )}
        />
      </div>
      {/* Last: its h1 is followed by the next section's h2, keeping the heading order. */}
      <div className="ui-gallery__state">
        <h3>Error fallback</h3>
        <ErrorFallback error={new Error('Network down')} />
      </div>
    </div>
  );
}

export const section: GallerySection = {
  id: 'feedback',
  title: 'Toasts and error fallback',
  order: 160,
  Component: FeedbackSection,
};
