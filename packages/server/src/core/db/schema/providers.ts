import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { insurerRef } from './reference';

export const doctors = pgTable(
  'doctors',
  {
    id: id(),
    insurerId: insurerRef(),
    name: text('name').notNull(),
    mcrNo: text('mcr_no').notNull(),
  },
  (t) => [
    uniqueIndex('doctors_insurer_mcr_uq').on(t.insurerId, t.mcrNo),
    index('doctors_insurer_name_idx').on(t.insurerId, t.name),
  ],
);

export const clinics = pgTable(
  'clinics',
  {
    id: id(),
    insurerId: insurerRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
  },
  (t) => [uniqueIndex('clinics_insurer_code_uq').on(t.insurerId, t.code)],
);

export const doctorClinics = pgTable(
  'doctor_clinics',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    /** The address the doctor is reached at in this clinic (`doctorclinicEmailaddress`). */
    email: text('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.clinicId] })],
);

export const hospitals = pgTable(
  'hospitals',
  {
    id: id(),
    insurerId: insurerRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Panel hospitals have a business office that checks fees before the insurer decides. */
    isPanel: boolean('is_panel').notNull(),
    businessOfficeEmail: text('business_office_email'),
  },
  (t) => [uniqueIndex('hospitals_insurer_code_uq').on(t.insurerId, t.code)],
);
