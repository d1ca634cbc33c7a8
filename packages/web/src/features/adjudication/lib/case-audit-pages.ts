import type { CaseAuditEntry, CaseAuditPage } from '@preauth/shared';

/**
 * The entries the case's first page counted, newest first, each once. The audit only grows, at
 * the top: an opening by someone else between two reads pushes the older entries down, so a
 * later page may repeat entries already shown; after more openings than a page holds, it could
 * even bring entries written since the first page (ids grow with every entry), which belong above
 * it and are left out.
 */
export function distinctEntries([first, ...older]: CaseAuditPage[]): CaseAuditEntry[] {
  const firstEntries = first?.entries ?? [];
  const newestId = Math.max(...firstEntries.map((entry) => entry.id));
  const seen = new Set(firstEntries.map((entry) => entry.id));
  const olderEntries = older
    .flatMap((page) => page.entries)
    .filter((entry) => entry.id < newestId && !seen.has(entry.id) && seen.add(entry.id));
  return [...firstEntries, ...olderEntries];
}

/**
 * Where the next page begins, or undefined when every entry the first page counted is shown: past
 * the entries shown, and past the entries written since the first page (the last page's total
 * less the first's), so none is skipped.
 */
export function nextAuditOffset(last: CaseAuditPage, pages: CaseAuditPage[]): number | undefined {
  const counted = pages[0]?.total ?? 0;
  const shown = distinctEntries(pages).length;
  return shown < counted ? shown + (last.total - counted) : undefined;
}
