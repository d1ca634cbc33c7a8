import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import {
  adjudicatorWorld,
  call,
  clock,
  db,
  loginAs,
  sgt,
} from '../test-support/adjudication-worlds';

const linesOf = (body: string) => body.slice(1).split('\r\n').slice(0, -1);

describe('GET /api/adjudication/queue.csv', () => {
  it('downloads the filtered queue in its order with the screen’s columns, the NRIC masked', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const hospital = await world.hospital(true, 'Mount Panel Hospital');
    const found = await world.submitted(
      sgt('2026-11-04T15:00'),
      { patientName: 'Goh Siew Lan', patientNric: 'S1234567D', policyNumber: 'POL-1' },
      { hospitalId: hospital.id, hospitalCode: hospital.code, totalBill: '1200.00' },
    );
    await world.request({ patientName: 'Tan Ah Kow' });

    const response = await call(
      world.adjudicator,
      'GET',
      '/api/adjudication/queue.csv?search=567D',
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="work-queue-PRO-2026-11-05.csv"',
    );
    const [header, ...rows] = linesOf(response.body);
    expect(header).toBe(
      'Reference,Status,Urgent,Patient,NRIC/FIN,Policyholder,Policy number,Hospital,Clinic,Total requested,Received,Due,Overdue,Held by,Approved amount,Decided by,Decided',
    );
    expect(rows).toEqual([
      `${found.erefNo},Processing,No,Goh Siew Lan,*****567D,Test Policyholder,POL-1,Mount Panel Hospital,Test Clinic,1200.00,04-11-2026 15:00,09-11-2026 15:00,No,,,,`,
    ]);
    expect(response.body).not.toContain('S1234567D');
  });

  it('is audited with the list and the count, and for adjudicators only', async () => {
    const world = await adjudicatorWorld();
    await world.request();
    const response = await call(world.adjudicator, 'GET', '/api/adjudication/queue.csv');
    expect(response.statusCode).toBe(200);
    expect(linesOf(response.body)).toHaveLength(2);
    const entries = await db
      .select()
      .from(t.auditLog)
      .where(
        and(
          eq(t.auditLog.action, 'queue.exported'),
          eq(t.auditLog.actorId, world.adjudicator.user.id),
        ),
      );
    expect(entries.map((entry) => entry.details)).toEqual([{ statusCode: 'PRO', rows: 1 }]);

    const holder = await loginAs(world.insurer.id, { userType: 'policy-holder' });
    expect((await call(holder, 'GET', '/api/adjudication/queue.csv')).statusCode).toBe(403);
  });
});
