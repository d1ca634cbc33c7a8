import { PAGE_SIZES, STATUS_CODES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import * as t from '../../core/db/schema';
import { seedReferenceData } from '../../seed/seed-reference';
import { createInsurer } from '../../../test/factories';
import { sessionToken } from '../../../test/sessions';
import { createTestApp } from '../../../test/test-app';

const { app, db } = await createTestApp();
await seedReferenceData(db);

const tokenFor = (insurerId: string) => sessionToken(app, db, insurerId);

const insurer = await createInsurer(db);
const token = await tokenFor(insurer.id);

const get = (url: string, bearer: string | null = token) =>
  app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('GET /api/statuses', () => {
  it('lists every status with its label', async () => {
    const response = await get('/api/statuses');

    expect(response.statusCode).toBe(200);
    const body = response.json() as { statusCode: string; statusDesc: string }[];
    expect(body.map((s) => s.statusCode)).toEqual(STATUS_CODES);
    expect(body).toContainEqual({ statusCode: 'PEN', statusDesc: 'Pending Authorization' });
  });
});

describe('GET /api/lookups/{name}', () => {
  it('finds ICD-10 codes by code or description, in any case, 10 at the most', async () => {
    const byCode = (await get('/api/lookups/icd?name=k35')).json();
    const byText = (await get('/api/lookups/icd?name=APPENDICITIS')).json();
    const firstPage = (await get('/api/lookups/icd')).json();

    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((i: { icdCode: string }) => i.icdCode.startsWith('K35'))).toBe(true);
    expect(byText.every((i: { icdDesc: string }) => /appendicitis/i.test(i.icdDesc))).toBe(true);
    expect(firstPage).toHaveLength(PAGE_SIZES.lookup);
  });

  it('takes % and _ in the text literally', async () => {
    expect((await get('/api/lookups/icd?name=%25')).json()).toEqual([]);
  });

  it('answers in the wire names of the specification', async () => {
    const fees = (await get('/api/lookups/fees?limit=1')).json();
    const comorbidities = (await get('/api/lookups/comorbidities?name=OTH')).json();
    const admission = (await get('/api/lookups/admission-types?name=DY')).json();

    expect(Object.keys(fees[0]).sort()).toEqual(['feesCode', 'feesDescription']);
    expect(comorbidities).toContainEqual({ comorbidityCode: 'OTH', comorbidityDesc: 'Others' });
    expect(admission).toContainEqual({ admissionCode: 'DY', admissionDesc: 'Day Surgery' });
  });

  it("lists only the caller's insurer's clinics and hospitals", async () => {
    const other = await createInsurer(db);
    await db.insert(t.clinics).values([
      {
        insurerId: insurer.id,
        code: 'C1',
        name: 'Orchard Clinic',
        address: '1 Orchard Rd',
        email: 'a@x.sg',
      },
      {
        insurerId: other.id,
        code: 'C1',
        name: 'Orchard Other',
        address: '2 Orchard Rd',
        email: 'b@x.sg',
      },
    ]);
    await db.insert(t.hospitals).values([
      {
        insurerId: insurer.id,
        code: 'H1',
        name: 'Panel Hospital',
        isPanel: true,
        businessOfficeEmail: 'bo@x.sg',
      },
      { insurerId: other.id, code: 'H1', name: 'Panel Elsewhere', isPanel: true },
    ]);

    const clinics = (await get('/api/lookups/clinics?name=orchard')).json();
    const hospitals = (await get('/api/lookups/hospitals')).json();

    expect(clinics).toEqual([
      expect.objectContaining({
        clinicCode: 'C1',
        clinicName: 'Orchard Clinic',
        clinicAddress: '1 Orchard Rd',
      }),
    ]);
    expect(hospitals).toEqual([
      expect.objectContaining({
        hospitalName: 'Panel Hospital',
        isPanelHospital: true,
        boEmailaddress: 'bo@x.sg',
      }),
    ]);
  });

  it("gives a procedure the hospital's agreed prices in force on the admission date, else the insurer's", async () => {
    const [hospital] = await db
      .insert(t.hospitals)
      .values({ insurerId: insurer.id, code: 'H9', name: 'Priced Hospital', isPanel: true })
      .returning();
    const [procedure] = await db.select().from(t.tospProcedures).limit(1);
    const code = procedure!.code;
    await db.insert(t.tospAgreedPrices).values([
      {
        insurerId: insurer.id,
        tospCode: code,
        surgeonPrice: '1000.00',
        anaesthetistPrice: '300.00',
      },
      {
        insurerId: insurer.id,
        tospCode: code,
        hospitalId: hospital!.id,
        surgeonPrice: '1200.00',
        anaesthetistPrice: '350.00',
        effectiveFrom: '2026-01-01',
      },
      {
        insurerId: insurer.id,
        tospCode: code,
        hospitalId: hospital!.id,
        surgeonPrice: '1500.00',
        anaesthetistPrice: '400.00',
        effectiveFrom: '2027-01-01',
      },
    ]);
    const price = async (query: string) =>
      (await get(`/api/lookups/tosp?name=${code}${query}`)).json()[0];

    expect(await price('')).toMatchObject({ tospCode: code, surgeryAgreedPrice: '1000.00' });
    expect(await price(`&hospitalId=${hospital!.id}&admissionDate=2026-06-01`)).toMatchObject({
      surgeryAgreedPrice: '1200.00',
      anaestheticAgreedPrice: '350.00',
    });
    expect(await price(`&hospitalId=${hospital!.id}&admissionDate=2027-02-01`)).toMatchObject({
      surgeryAgreedPrice: '1500.00',
    });
    const otherInsurer = await tokenFor((await createInsurer(db)).id);
    expect((await get(`/api/lookups/tosp?name=${code}`, otherInsurer)).json()[0]).toMatchObject({
      surgeryAgreedPrice: null,
    });
  });

  it('refuses a limit above 10 and answers 401 without a session', async () => {
    expect((await get('/api/lookups/wards?limit=11')).statusCode).toBe(400);
    expect((await get('/api/lookups/wards', null)).statusCode).toBe(401);
  });
});
