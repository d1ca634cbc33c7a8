import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

declare const axe: { run: () => Promise<{ violations: AxeViolation[] }> };

/**
 * Serious and critical axe violations on the page, one readable line per element. axe is
 * evaluated through the DevTools protocol, which the portal's Content-Security-Policy does not
 * govern, so the page keeps its own policy while it is checked.
 */
export async function seriousViolations(p: Page): Promise<string[]> {
  await p.evaluate(AXE_SOURCE);
  const { violations } = await p.evaluate(() => axe.run());
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `[${v.impact}] ${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`,
      ),
    );
}

/** The screen, checked by axe: nothing serious or critical for keyboard and screen-reader users. */
export async function expectAccessible(p: Page): Promise<void> {
  const found = await seriousViolations(p);
  expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);
}
