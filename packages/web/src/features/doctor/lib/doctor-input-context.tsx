import type { DoctorParams, DoctorStep } from '@preauth/shared';
import { createContext, useContext } from 'react';
import type { DoctorFormValues } from './doctor-form-values';
import type { LinkAddress, StoredLinkSession } from './link-session';

/** What every step of the doctor's form shares: the request, the session and the form so far. */
export type DoctorInput = {
  address: LinkAddress;
  session: StoredLinkSession;
  params: DoctorParams;
  /** The whole form as typed so far (every step's fields). */
  values: DoctorFormValues;
  /** Keeps a step's values (as typed) in the whole form. */
  commit: (stepValues: DoctorFormValues) => void;
  /** The version of the draft the form was loaded from or last saved as (0: none yet). */
  draftVersion: number;
  setDraftVersion: (version: number) => void;
  /** Reads the stored draft again and reopens the form on it, at its step. */
  loadNewerDraft: () => Promise<void>;
  goTo: (step: DoctorStep) => void;
};

export const DoctorInputContext = createContext<DoctorInput | null>(null);

export function useDoctorInput(): DoctorInput {
  const input = useContext(DoctorInputContext);
  if (!input) throw new Error('useDoctorInput is used outside the doctor input route.');
  return input;
}
