const MAX_LENGTH = 255;
const MAX_EXTENSION_LENGTH = 16;
const FALLBACK = 'upload';

/**
 * The name to keep and show for an uploaded file: the last path segment only (no folders, so no
 * `../`), without control or invisible formatting characters (which include the right-to-left
 * override used to disguise extensions), at most 255 characters with its extension kept. Only
 * ever shown or sent back as a download name; the stored file is named by a random key.
 */
export function safeFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return FALLBACK;
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  if (extension.length === 0 || extension.length > MAX_EXTENSION_LENGTH) {
    return chars.slice(0, MAX_LENGTH).join('');
  }
  const stem = Array.from(cleaned.slice(0, dot)).slice(0, MAX_LENGTH - extension.length);
  return [...stem, ...extension].join('');
}

/**
 * A `Content-Disposition` value (`attachment`, or `inline` for viewing in the page) carrying
 * `name` safely: an ASCII fallback with anything risky replaced, and the exact name in RFC 5987
 * `filename*`.
 */
export function attachmentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
