import { z } from 'zod';
import { isoDateSchema } from '../dates/iso-date';
import { PAGE_SIZES } from '../policy/limits';
import { STATUS_CODES } from '../requests/statuses';
import { singleLineText } from '../text/text';

/** The lookups behind the forms' autocompletes: `GET /api/lookups/{name}?name=…&limit=10`. */
export const LOOKUP_NAMES = [
  'clinics',
  'hospitals',
  'wards',
  'icd',
  'tosp',
  'fees',
  'comorbidities',
  'admission-types',
] as const;
export const lookupNameSchema = z.enum(LOOKUP_NAMES);
export type LookupName = z.infer<typeof lookupNameSchema>;

export const lookupQuerySchema = z.object({
  /** Text to look for in the code or the description; empty lists the first entries. */
  name: singleLineText().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZES.lookup).default(PAGE_SIZES.lookup),
  /** tosp only: the agreed prices of this hospital (else the insurer's defaults) … */
  hospitalId: z.uuid().optional(),
  /** … in force on this date (yyyy-MM-dd). */
  admissionDate: isoDateSchema().optional(),
});
export type LookupQuery = z.input<typeof lookupQuerySchema>;

const money = z.string().nullable();

/** Each lookup's items, in the wire names the specification uses for them. */
export const lookupItemSchemas = {
  clinics: z.object({
    clinicId: z.string(),
    clinicCode: z.string(),
    clinicName: z.string(),
    clinicAddress: z.string(),
  }),
  hospitals: z.object({
    hospitalId: z.string(),
    hospitalCode: z.string(),
    hospitalName: z.string(),
    isPanelHospital: z.boolean(),
    boEmailaddress: z.string().nullable(),
  }),
  wards: z.object({ wardtypeCode: z.string(), wardtypeDesc: z.string() }),
  icd: z.object({ icdCode: z.string(), icdDesc: z.string() }),
  tosp: z.object({
    tospCode: z.string(),
    tospDescription: z.string(),
    surgeryAgreedPrice: money,
    anaestheticAgreedPrice: money,
  }),
  fees: z.object({ feesCode: z.string(), feesDescription: z.string() }),
  comorbidities: z.object({ comorbidityCode: z.string(), comorbidityDesc: z.string() }),
  'admission-types': z.object({ admissionCode: z.string(), admissionDesc: z.string() }),
} satisfies Record<LookupName, z.ZodType>;

export type LookupItem<N extends LookupName> = z.infer<(typeof lookupItemSchemas)[N]>;

/** `GET /api/statuses`: the status options of the dashboard filter. */
export const statusOptionSchema = z.object({
  statusCode: z.enum(STATUS_CODES),
  statusDesc: z.string(),
});
export type StatusOption = z.infer<typeof statusOptionSchema>;
