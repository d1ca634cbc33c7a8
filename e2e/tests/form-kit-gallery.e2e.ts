import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { usePage } from '../support/browser';
import { openGallery } from '../support/gallery';
import { expectFits } from '../support/layout';

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

    await expectFits(p, 360);
  });
});
