import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';
import { openGallery } from '../support/gallery';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

// axe is injected as an inline script, which the portal's Content-Security-Policy rightly refuses.
const { page } = usePage({ bypassCSP: true });

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

declare const axe: { run: () => Promise<{ violations: AxeViolation[] }> };

/** Serious and critical axe violations on the page, one readable line per element. */
async function seriousViolations(p: Page): Promise<string[]> {
  await p.addScriptTag({ path: AXE_PATH });
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

describe('the form kit gallery (/dev/ui)', () => {
  it('has no serious or critical axe violations at desktop width', async () => {
    const p = page();
    await p.setViewportSize({ width: 1280, height: 900 });
    await openGallery(p);
    const found = await seriousViolations(p);
    expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);
  });

  it('has no serious or critical axe violations at 360 px, and nothing overflows', async () => {
    const p = page();
    await p.setViewportSize({ width: 360, height: 740 });
    await openGallery(p);
    const found = await seriousViolations(p);
    expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);

    const { scrollWidth, wider } = await p.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      // The elements sticking out, to say where the overflow comes from.
      wider: Array.from(document.querySelectorAll('body *'))
        .filter((e) => e.getBoundingClientRect().right > 360.5)
        .slice(0, 10)
        .map((e) => `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')}#${e.id}`),
    }));
    expect(scrollWidth, `wider than 360 px: ${wider.join(', ')}`).toBeLessThanOrEqual(360);
  });
});
