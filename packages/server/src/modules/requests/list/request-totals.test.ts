import { MAIN_FLOW } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createRequest } from '../../../../test/factories';
import { db, get, tenant } from './request-list.test-support';

describe('GET /api/requests/totals', () => {
  it("counts the caller's requests per patient, ordered by patient name", async () => {
    const { token, request } = await tenant();
    const zoe = await request({ patientName: 'Zoe Tan', statusCode: 'APP' });
    await request({ patientId: zoe.patientId, patientName: 'Zoe Tan', statusCode: 'REJ' });
    await request({ patientId: zoe.patientId, patientName: 'Zoe Tan', statusCode: 'SUB' });
    await request({ patientName: 'Adam Lee', statusCode: 'CAN' });
    await createRequest(db, { patientName: 'Somebody Else' });

    const response = await get('/api/requests/totals', token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { patientName: 'Adam Lee', total: 1 },
      { patientName: 'Zoe Tan', total: 3 },
    ]);
  });

  it('is empty for a caller without requests', async () => {
    const { token } = await tenant();
    expect((await get('/api/requests/totals', token)).json()).toEqual([]);
  });
});

describe('GET /api/main-flow', () => {
  it('answers the Main Flow steps: Submitted, Processing, then the outcomes', async () => {
    const { token } = await tenant();

    const response = await get('/api/main-flow', token);

    expect(response.statusCode).toBe(200);
    const steps = response.json() as { step: number; label: string; statusCodes: string[] }[];
    expect(steps).toEqual(MAIN_FLOW);
    expect(steps.map((s) => [s.step, s.label])).toEqual([
      [1, 'Submitted'],
      [2, 'Processing'],
      [3, 'Approved'],
      [3, 'Rejected'],
      [3, 'Pending Decision'],
      [3, 'Expired'],
      [3, 'Cancelled'],
    ]);
    expect(steps[0]).toMatchObject({ description: 'Doctor input needed' });
    expect(steps[1]).toMatchObject({ description: 'Insurer adjudication' });
  });
});
