import { LIA_FORM_TEXTS } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '@preauth/shared/testing/pdf-text';
import { createTestApp } from '../../../../test/test-app';
import { seedReferenceData } from '../../../seed/seed-reference';
import {
  businessOfficeWorld,
  officeForm,
  officeSubmit,
} from '../test-support/business-office-worlds';

// The business office's PDF (001 §6: the office always gets it; §7 "GET business-office request
// download"): the LIA form's download, with the office's fees beside the doctor's.
const env = await createTestApp();
const { app, db } = env;
await seedReferenceData(db);

const download = (paId: string, bearer: string) =>
  app.inject({
    method: 'GET',
    url: `/api/requests/lia-form?paId=${paId}`,
    headers: { authorization: `Bearer ${bearer}` },
  });

describe("the business office's PDF", () => {
  it('shows, after its submit ended the link, its fees beside the doctor’s and both totals', async () => {
    const world = await businessOfficeWorld(env);
    const form = officeForm(world);
    form.surgeryDetails[0]!.surgeonfee = '3500.25';
    form.otherFees = [...form.otherFees, { feesCode: 'LAB', feesAmount: '45' }];
    expect((await officeSubmit(env, world, form)).statusCode).toBe(200);

    const response = await download(world.request.id, world.bearer);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    // The doctor's 12,920.50 rounds up to 12,921; the office's 12,665.75 to 12,666.
    for (const expected of [
      LIA_FORM_TEXTS.officeAdjusted,
      'Business office',
      'S$ 3,800.00',
      'S$ 3,500.25',
      'Laboratory tests (LAB)',
      'S$ 45.00',
      'S$ 12,921.00',
      'S$ 12,666.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says the office confirmed the fees, not adjusted them, when it changed none', async () => {
    const world = await businessOfficeWorld(env);
    expect((await officeSubmit(env, world, officeForm(world))).statusCode).toBe(200);

    const text = await pdfText((await download(world.request.id, world.bearer)).rawPayload);

    expect(text).toContain(LIA_FORM_TEXTS.officeConfirmed);
    expect(text).not.toContain(LIA_FORM_TEXTS.officeAdjusted);
  });

  it("is the doctor's submission alone before the office submits", async () => {
    const world = await businessOfficeWorld(env);

    const response = await download(world.request.id, world.bearer);

    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('S$ 12,921.00');
    expect(text).not.toContain(LIA_FORM_TEXTS.officeAdjusted);
  });

  it("is 404 to another request's office", async () => {
    const world = await businessOfficeWorld(env);
    const other = await businessOfficeWorld(env);

    expect((await download(other.request.id, world.bearer)).statusCode).toBe(404);
  });
});
