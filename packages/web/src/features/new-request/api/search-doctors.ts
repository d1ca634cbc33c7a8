import { type Doctor, contracts, PAGE_SIZES } from '@preauth/shared';
import { callApi } from '../../../lib/api-client';
import type { AutocompleteOption } from '../../../components/form/autocomplete';

/** The insurer's doctors whose name or MCR number contains `name`, at most 10 (000 §9). */
export function searchDoctors(insurerCode: string, name: string): Promise<Doctor[]> {
  return callApi(contracts.searchDoctors, {
    query: { name, limit: PAGE_SIZES.doctorSearch, insurerCode },
  });
}

/** A doctor as an autocomplete option; the whole record rides along for the clinic list. */
export type DoctorOption = AutocompleteOption & { doctor: Doctor };

/** The doctor autocomplete's `loadOptions` for the insurer. */
export const doctorOptions =
  (insurerCode: string) =>
  async (query: string): Promise<DoctorOption[]> =>
    (await searchDoctors(insurerCode, query)).map((doctor) => ({
      value: doctor.doctorId,
      label: doctor.doctorName,
      doctor,
    }));
