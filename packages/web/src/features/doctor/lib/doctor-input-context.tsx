import type { DoctorParams, DoctorStep } from '@preauth/shared';
import { createContext, useContext } from 'react';
import type { DoctorWayIn } from './doctor-way-in';
import type { DoctorFormState } from './use-doctor-form-state';

/** What every step of the doctor's form shares: the request, the way in and the form so far. */
export type DoctorInput = Pick<
  DoctorFormState,
  'values' | 'commit' | 'draftVersion' | 'keep' | 'saved' | 'clear'
> & {
  wayIn: DoctorWayIn;
  params: DoctorParams;
  /** Reads the stored draft again and reopens the form on it, at its step. */
  loadNewerDraft: () => Promise<void>;
  goTo: (step: DoctorStep) => void;
  /** A write answered 401 (the session ended): verify again (a link); the typing stays in the tab. */
  endSession: () => void;
};

export const DoctorInputContext = createContext<DoctorInput | null>(null);

export function useDoctorInput(): DoctorInput {
  const input = useContext(DoctorInputContext);
  if (!input) throw new Error('useDoctorInput is used outside the doctor input route.');
  return input;
}
