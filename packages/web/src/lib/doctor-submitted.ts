import type { DoctorSubmitResponse } from '@preauth/shared';
import { z } from 'zod';

/**
 * What a logged-in doctor's submit hands its home (record 084) in the navigation's state, so the
 * home acknowledges it: the reference and whether it went straight to the insurer.
 */
const submittedSchema = z.object({
  submitted: z.object({ erefNo: z.string(), isNonPanel: z.boolean() }),
});
export type DoctorSubmitted = z.infer<typeof submittedSchema>['submitted'];

export const doctorSubmittedState = ({ erefNo, isNonPanel }: DoctorSubmitResponse) => ({
  submitted: { erefNo, isNonPanel },
});

/** The submit the navigation's state acknowledges, if any. */
export const doctorSubmittedOf = (state: unknown): DoctorSubmitted | null =>
  submittedSchema.safeParse(state).data?.submitted ?? null;
