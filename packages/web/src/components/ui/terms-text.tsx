import { REQUEST_TIMINGS } from '@preauth/shared';

/** The terms and conditions of a pre-authorisation request, shown in the terms modal. */
export function TermsText() {
  return (
    <>
      <p>
        A pre-authorisation is the insurer&apos;s assessment, before the treatment, of whether the
        treatment is covered by the patient&apos;s policy. It is not a guarantee of payment until
        the insurer approves it.
      </p>
      <ol>
        <li>
          The request is sent to the doctor, who completes the clinical and fee details within{' '}
          {REQUEST_TIMINGS.responseWindowDays} calendar days; otherwise the request expires and a
          new one is needed.
        </li>
        <li>
          The insurer decides within {REQUEST_TIMINGS.decisionTurnaround} after all the information
          is received.
        </li>
        <li>
          An approval is subject to the policy&apos;s terms, benefit limits, deductible,
          co-insurance, pro-ration and exclusions, including pre-existing conditions.
        </li>
        <li>
          A doctor who is not on the insurer&apos;s panel has not agreed fees with the insurer;
          charges above what the policy covers are the policyholder&apos;s to pay.
        </li>
        <li>
          The insurer may ask for more information, or for the request to be amended, before it
          decides.
        </li>
      </ol>
    </>
  );
}
