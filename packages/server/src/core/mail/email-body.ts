import { escapeHtml } from './html';

/** A paragraph, or a link shown as its own address. */
export type Line = string | { href: string };

/** An email's HTML (each line escaped, in its own paragraph) and plain-text parts. */
export function emailBody(lines: readonly Line[]): { html: string; text: string } {
  const html = lines
    .map((line) =>
      typeof line === 'string'
        ? `<p>${escapeHtml(line)}</p>`
        : `<p><a href="${escapeHtml(line.href)}">${escapeHtml(line.href)}</a></p>`,
    )
    .join('\n');
  const text = lines.map((line) => (typeof line === 'string' ? line : line.href)).join('\n\n');
  return { html, text };
}
