import { useQuery } from '@tanstack/react-query';
import type { DropdownItem } from '../../../components/form/dropdown-navigation';
import type { DoctorFormValues } from '../lib/doctor-form-values';
import { doctorLookups } from './doctor-lookups';
import { sessionEndMeta } from '../lib/doctor-way-in';

type Row = Record<string, unknown>;
type Coded = {
  path: string;
  code: string;
  load: (query: string) => Promise<readonly DropdownItem[]>;
};

const rowsOf = (values: DoctorFormValues, name: string): Row[] =>
  Array.isArray(values[name]) ? (values[name] as Row[]) : [];
const codeOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The chosen codes the form holds without their shown text (a restored draft keeps codes only). */
function unlabelled(values: DoctorFormValues, bearerToken: string | undefined): Coded[] {
  const lookups = doctorLookups(bearerToken);
  const tosp = lookups.tosp(
    codeOf(values.hospitalId) ?? undefined,
    codeOf(values.admissionDate) ?? undefined,
  );
  const fields: [string, string, Coded['load']][] = [
    ['wardTypes', 'wardtypeCode', lookups.wards],
    ['diagnosis', 'icdCode', lookups.icd],
    ['comorbidities', 'comorbidityCode', lookups.comorbidities],
    ['surgeryDetails', 'tospCode', tosp],
    ['otherFees', 'feesCode', lookups.fees],
  ];
  const coded: Coded[] = [];
  const hospital = codeOf(values.hospitalCode);
  if (hospital && !values.hospitalCodelabel) {
    coded.push({ path: 'hospitalCode', code: hospital, load: lookups.hospitals });
  }
  for (const [name, field, load] of fields) {
    rowsOf(values, name).forEach((row, i) => {
      const code = codeOf(row[field]);
      if (code && !row[`${field}label`]) coded.push({ path: `${name}.${i}.${field}`, code, load });
    });
  }
  return coded;
}

/**
 * The shown text of every chosen code the review would otherwise show raw ("HSP03", "S83.5",
 * "SB801K" after a draft restore, 001 L53–59), by the field's path, looked up as the steps do.
 */
export function useReviewLabels(values: DoctorFormValues, bearerToken: string | undefined) {
  const coded = unlabelled(values, bearerToken);
  const { data } = useQuery({
    queryKey: ['doctor-review-labels', coded.map(({ path, code }) => `${path}=${code}`)],
    queryFn: async () =>
      Object.fromEntries(
        await Promise.all(
          coded.map(async ({ path, code, load }) => {
            const option = (await load(code)).find((o) => o.value === code);
            return [path, option?.label ?? null] as const;
          }),
        ),
      ),
    enabled: coded.length > 0,
    meta: sessionEndMeta(bearerToken),
  });
  return (path: string): string | null => data?.[path] ?? null;
}
