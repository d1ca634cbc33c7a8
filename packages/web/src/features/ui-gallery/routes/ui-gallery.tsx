import { ErrorBoundary } from '../../../components/errors/error-boundary';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import type { GallerySection } from '../gallery-section';
import '../ui-gallery.css';
import { PageHeading } from '../../../components/layouts/page-heading';

const modules = import.meta.glob<{ section: GallerySection }>('../sections/*-section.tsx', {
  eager: true,
});
const sections = Object.values(modules)
  .map((m) => m.section)
  .sort((a, b) => a.order - b.order);

/** /dev/ui: every control of the form kit in each of its states (not served in production). */
export function UiGalleryRoute() {
  return (
    <div className="ui-gallery">
      <PageHeading title="Interface kit" />
      <nav aria-label="Controls">
        <ul className="ui-gallery__index">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map(({ id, title, Component }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="ui-gallery__section">
          <h2 id={`${id}-title`}>{title}</h2>
          {/* One broken control shows its error in its own section, not a blank gallery. */}
          <ErrorBoundary fallback={(error) => <ErrorFallback error={error} />}>
            <Component />
          </ErrorBoundary>
        </section>
      ))}
    </div>
  );
}
