import { type DoctorStep, PAGE_PATHS, pagePath } from '@preauth/shared';
import { useLinkAddress } from '../../../components/link-access/link-address';
import type { LinkAddress } from '../../../lib/link-session';

/** The request the doctor's pages are about, from their path `/{insurerCode}/{eRefNo}/…`. */
export const useDoctorAddress = (): LinkAddress => useLinkAddress('doctor');

/** The acknowledgement's query parameter: `panel` or `non-panel` hospital. */
export const HOSPITAL_QUERY = 'hospital';

/** The doctor's pages of one request, by name. */
export const doctorPaths = {
  verification: ({ insurerCode, erefNo }: LinkAddress) =>
    pagePath(PAGE_PATHS.linkVerification, { insurerCode, eRefNo: erefNo }),
  otp: ({ insurerCode, erefNo }: LinkAddress) =>
    pagePath(PAGE_PATHS.linkOtp, { insurerCode, eRefNo: erefNo }),
  input: ({ insurerCode, erefNo }: LinkAddress) =>
    pagePath(PAGE_PATHS.doctorInput, { insurerCode, eRefNo: erefNo }),
  /** One of the five steps: `…/doctor-input/{step}` (PAGE_PATHS.doctorRequestDetails, …). */
  step: (address: LinkAddress, step: DoctorStep) => `${doctorPaths.input(address)}/${step}`,
  /** The acknowledgement; `?hospital=` says which wording, so a reload keeps it. */
  acknowledgment: ({ insurerCode, erefNo }: LinkAddress, paId: string, isNonPanel: boolean) =>
    `${pagePath(PAGE_PATHS.linkAcknowledgmentOutcome, { insurerCode, eRefNo: erefNo, id: paId })}?${HOSPITAL_QUERY}=${isNonPanel ? 'non-panel' : 'panel'}`,
};
