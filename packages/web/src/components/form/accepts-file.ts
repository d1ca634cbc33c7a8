/**
 * Whether the file is one of the types an input's `accept` attribute lists (".pdf", "image/png",
 * "image/*"). Browsers apply `accept` to the picker only, and the picker can still be switched to
 * "All files"; a dropped file is not filtered at all. No `accept` accepts anything.
 */
export function acceptsFile(
  accept: string | undefined,
  file: Pick<File, 'name' | 'type'>,
): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}
