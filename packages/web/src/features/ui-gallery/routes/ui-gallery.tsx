import type { GallerySection } from '../gallery-section';

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
      <h1>Interface kit</h1>
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
          <Component />
        </section>
      ))}
    </div>
  );
}
