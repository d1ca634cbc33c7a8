export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every screen: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
