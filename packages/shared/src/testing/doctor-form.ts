import type { DoctorForm } from '../doctor/doctor-form';

/**
 * A complete, valid doctor's form (001 §5): an elective admission at Mount Elizabeth Hospital,
 * one diagnosis, one co-morbidity, one surgery at its agreed prices, ticked declaration. The codes
 * are those the web tests' lookups answer; a server test gives its own world's hospital and
 * surgery, and every test changes what it is about through `overrides`.
 * Total bill: 1000.00 + 300.00 + 120.10 + 2000.00 = 3420.10, rounded up to 3421.00.
 */
export function createDoctorForm(overrides: Partial<DoctorForm> = {}): DoctorForm {
  return {
    hospitalCode: 'MEH',
    hospitalId: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    admissionDate: '2026-12-01',
    admissionType: 'EL',
    wardTypes: [{ wardtypeCode: 'A1', lengthStay: '3' }],
    daysurgery: 'false',
    hospitalisationReason: '',
    diagnosis: [{ icdCode: 'K40.9', firstConsultDate: '2026-11-02', diagnosisDate: '2026-11-03' }],
    onsetsymptomsType: 'Weeks',
    onsetsymptomsDuration: '3',
    onsetsymptomsDesc: 'Pain on lifting',
    paReferral: 'false',
    additionalInfo: { naForAddlinfo: true },
    comorbiditiesInd: 'true',
    comorbidities: [
      {
        comorbidityCode: 'HTN',
        comorbidityDate: '2020-03-01',
        comorbidityDoctorClinic: 'Dr Lee Wei Ming',
        comorbidityClinicName: 'Test Family Clinic',
      },
    ],
    surgeryDetails: [
      {
        tospCode: 'SF701H',
        surgeonfee: '1000.00',
        anaesthetistfee: '300.00',
        surgeryAgreedPrice: '1000.00',
        anaestheticAgreedPrice: '400.00',
      },
    ],
    doctorAttendancefee: '120.10',
    otherFees: [],
    totalHospitalcharges: '2000.00',
    termsAndConditions: true,
    ...overrides,
  };
}
