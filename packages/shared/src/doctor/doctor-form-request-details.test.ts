import { describe, expect, it } from 'vitest';
import { DOCTOR_MESSAGES as M } from './doctor-messages';
import { createDoctorForm } from '../testing/doctor-form';
import { messagesByPath as messages } from '../testing/schema-messages';
import { doctorFormSchema, requestDetailsStepSchema, type DoctorForm } from './doctor-form';
import { DEFAULT_INSURER_POLICY } from '../adjudication/insurer-policy';

/** The caps of an insurer that never changed its policy. */
const caps = DEFAULT_INSURER_POLICY.feeCaps;

describe('request-details step', () => {
  it('gives the messages of §5 for missing choices', () => {
    expect(
      messages(requestDetailsStepSchema, {
        ...createDoctorForm(),
        hospitalCode: '',
        hospitalId: '',
        admissionDate: null,
        admissionType: '',
        wardTypes: [{ wardtypeCode: '', lengthStay: 'x' }],
      }),
    ).toMatchObject({
      hospitalCode: M.selectHospital,
      admissionDate: M.enterDate,
      admissionType: M.selectAdmissionType,
      'wardTypes.0.wardtypeCode': M.chooseWard,
      'wardTypes.0.lengthStay': M.mustBeNumber,
    });
  });

  it('wants a positive length of stay of at most 99 days', () => {
    const stay = (lengthStay: string) =>
      messages(
        requestDetailsStepSchema,
        createDoctorForm({ wardTypes: [{ wardtypeCode: 'A1', lengthStay }] }),
      )['wardTypes.0.lengthStay'];
    expect(stay('0')).toBe(M.positiveDays);
    expect(stay('-2')).toBe(M.positiveDays);
    expect(stay('100')).toBe(M.lengthOfStayMax);
    expect(stay('99')).toBeUndefined();
  });

  it('allows one ward row below 2 days for day surgery (DY)', () => {
    const dy = (wardTypes: DoctorForm['wardTypes']) =>
      messages(
        requestDetailsStepSchema,
        createDoctorForm({
          admissionType: 'DY',
          daysurgery: 'true',
          hospitalisationReason: 'Cataract',
          wardTypes,
        }),
      );
    expect(
      dy([
        { wardtypeCode: 'A1', lengthStay: '1' },
        { wardtypeCode: 'B1', lengthStay: '1' },
      ]),
    ).toEqual({ wardTypes: M.daySurgeryOneWard });
    expect(dy([{ wardtypeCode: 'A1', lengthStay: '2' }])).toEqual({
      'wardTypes.0.lengthStay': M.daySurgeryOneWard,
    });
    expect(dy([{ wardtypeCode: 'A1', lengthStay: '1' }])).toEqual({});
  });

  it('says the day-surgery rule with the other messages, before the rest of the step is filled', () => {
    expect(
      messages(
        requestDetailsStepSchema,
        createDoctorForm({
          hospitalId: '',
          admissionDate: null,
          admissionType: 'DY',
          wardTypes: [
            { wardtypeCode: 'A1', lengthStay: '1' },
            { wardtypeCode: 'B1', lengthStay: '1' },
          ],
        }),
      ),
    ).toMatchObject({ admissionDate: M.enterDate, wardTypes: M.daySurgeryOneWard });
  });

  it('leaves the day-surgery rule out, rather than failing, while the wards cannot be read', () => {
    const wards = messages(
      requestDetailsStepSchema,
      createDoctorForm({ admissionType: 'DY', wardTypes: null as never }),
    ).wardTypes;
    expect(wards).toBeDefined();
    expect(wards).not.toBe(M.daySurgeryOneWard);
  });

  it('refuses a Day Surgery admission that says "Day surgery: No", in the step and the whole form', () => {
    const dy = createDoctorForm({
      admissionType: 'DY',
      daysurgery: 'false',
      wardTypes: [{ wardtypeCode: 'A1', lengthStay: '1' }],
    });
    expect(messages(requestDetailsStepSchema, dy)).toEqual({ daysurgery: M.daySurgeryAdmission });
    expect(messages(doctorFormSchema(caps), dy).daysurgery).toBe(M.daySurgeryAdmission);
  });

  it('wants the reason of a day surgery, without ^ or backslash, within 300 characters', () => {
    const reason = (hospitalisationReason: string) =>
      messages(
        requestDetailsStepSchema,
        createDoctorForm({ daysurgery: 'true', hospitalisationReason }),
      ).hospitalisationReason;
    expect(reason('')).toBe(M.enterReason);
    expect(reason('a^b')).toBe(M.forbiddenCharacters);
    expect(reason('a\\b')).toBe(M.forbiddenCharacters);
    expect(reason('x'.repeat(301))).toBe(M.textTooLong(300));
    expect(reason('Cataract')).toBeUndefined();
  });
});
