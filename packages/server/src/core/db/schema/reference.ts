import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';

export const insurers = pgTable('insurers', {
  id: id(),
  /** Appears in URLs and payloads (`insurerCode`). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Where the insurer's copy of request notifications goes; none is sent while it is null. */
  notificationEmail: text('notification_email'),
  createdAt: createdAt(),
});

/** The tenant column: every insurer-owned row names its insurer. */
export const insurerRef = () =>
  uuid('insurer_id')
    .notNull()
    .references(() => insurers.id);

export const icdCodes = pgTable('icd_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

export const tospProcedures = pgTable('tosp_procedures', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  /** True for codes invented for the demo rather than taken from the official table. */
  isDemo: boolean('is_demo').notNull().default(false),
});

/** Agreed prices per insurer and hospital (a null hospital is the insurer's default). */
export const tospAgreedPrices = pgTable(
  'tosp_agreed_prices',
  {
    id: id(),
    insurerId: insurerRef(),
    tospCode: text('tosp_code')
      .notNull()
      .references(() => tospProcedures.code),
    hospitalId: uuid('hospital_id'),
    surgeonPrice: money('surgeon_price').notNull(),
    anaesthetistPrice: money('anaesthetist_price').notNull(),
    effectiveFrom: text('effective_from').notNull().default('2000-01-01'),
  },
  (t) => [index('tosp_agreed_prices_lookup_idx').on(t.insurerId, t.tospCode, t.hospitalId)],
);

export const wardTypes = pgTable('ward_types', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

export const admissionTypes = pgTable('admission_types', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

export const comorbidityTypes = pgTable('comorbidity_types', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

export const feeTypes = pgTable('fee_types', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

export const authModes = pgTable(
  'auth_modes',
  {
    authCode: text('auth_code').notNull(),
    userType: text('user_type').notNull(),
    authDesc: text('auth_desc').notNull(),
    validFlag: boolean('valid_flag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authCode, t.userType] })],
);
