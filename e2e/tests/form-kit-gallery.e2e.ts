import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { usePage } from '../support/browser';
import { openGallery } from '../support/gallery';

const { page } = usePage();

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
