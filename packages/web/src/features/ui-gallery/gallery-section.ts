import type { ComponentType } from 'react';

/**
 * One section of the /dev/ui gallery: a control shown in each of its states (empty, filled,
 * invalid, disabled, loading). Each file in ./sections exports one as `section`; the page
 * collects them, so adding a control never edits the page.
 */
export interface GallerySection {
  /** Heading, also the section's anchor (`#select`, `#date-field`, …). */
  title: string;
  id: string;
  /** Position on the page, ascending. */
  order: number;
  Component: ComponentType;
}
