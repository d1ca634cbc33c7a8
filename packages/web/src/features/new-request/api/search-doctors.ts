import { type Doctor, doctorSchema, PAGE_SIZES } from '@preauth/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { AutocompleteOption } from '../../../components/form/autocomplete';

const doctorsSchema = z.array(doctorSchema);

/** The insurer's doctors whose name or MCR number contains `name`, at most 10 (000 §9). */
export function searchDoctors(insurerCode: string, name: string): Promise<Doctor[]> {
  const params = new URLSearchParams({
    name,
    limit: String(PAGE_SIZES.doctorSearch),
    insurerCode,
  });
  return api.get(`/doctors?${params}`, doctorsSchema);
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
