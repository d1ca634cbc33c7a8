import { lookupContracts, PAGE_SIZES } from '@preauth/shared';
import { useQuery } from '@tanstack/react-query';
import { feeTypeLookup } from '../../../components/form/fee-types';
import { lookupOptions } from '../../../components/form/lookup-options';
import type { SelectOption } from '../../../components/form/select';
import { callApi } from '../../../lib/api-client';
import { sessionEndMeta } from '../lib/doctor-way-in';

/** The autocompletes' lookups through the doctor's link session or login (001 §7). */
export function doctorLookups(bearerToken: string | undefined) {
  const withToken = { bearerToken };
  return {
    hospitals: lookupOptions(
      'hospitals',
      (h) => ({
        value: h.hospitalCode,
        label: h.hospitalName,
        hospitalId: h.hospitalId,
        boEmailaddress: h.boEmailaddress,
      }),
      withToken,
    ),
    wards: lookupOptions(
      'wards',
      (w) => ({ value: w.wardtypeCode, label: w.wardtypeDesc }),
      withToken,
    ),
    icd: lookupOptions(
      'icd',
      (i) => ({ value: i.icdCode, label: `${i.icdCode} ${i.icdDesc}` }),
      withToken,
    ),
    comorbidities: lookupOptions(
      'comorbidities',
      (c) => ({ value: c.comorbidityCode, label: c.comorbidityDesc }),
      withToken,
    ),
    fees: feeTypeLookup(bearerToken),
    /** The procedures with the agreed prices of this hospital on this admission date. */
    tosp: (hospitalId: string | undefined, admissionDate: string | undefined) =>
      lookupOptions(
        'tosp',
        (t) => ({
          value: t.tospCode,
          label: `${t.tospCode} ${t.tospDescription}`,
          tospDescription: t.tospDescription,
          surgeryAgreedPrice: t.surgeryAgreedPrice,
          anaestheticAgreedPrice: t.anaestheticAgreedPrice,
        }),
        { ...withToken, query: { hospitalId, admissionDate } },
      ),
  };
}

/** The admission types (a short list: a select rather than an autocomplete). */
export function useAdmissionTypes(bearerToken: string | undefined) {
  return useQuery({
    queryKey: ['lookups', 'admission-types'],
    queryFn: ({ signal }) =>
      callApi(lookupContracts['admission-types'], {
        query: { name: '', limit: PAGE_SIZES.lookup },
        bearerToken,
        signal,
      }),
    select: (items): SelectOption[] =>
      items.map((item) => ({ value: item.admissionCode, label: item.admissionDesc })),
    meta: sessionEndMeta(bearerToken),
  });
}
