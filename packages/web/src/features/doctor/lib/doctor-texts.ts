import type { AdditionalInfoFlag } from '@preauth/shared';

/**
 * The labels of the nine additional-information flags (ours: 001 §3 names the flags only) and the
 * principal doctor's declaration (001 §2 says what it states). The LIA form PDF prints the same
 * texts: docs/decisions.md "Doctor screens (web)" says where they go once both are in shared.
 */
export const ADDITIONAL_INFO_TEXTS: Record<AdditionalInfoFlag, string> = {
  naForAddlinfo: 'Not Applicable',
  addlinfoClinicaltrial: 'Clinical trial',
  addlinfoAlcholdrug: 'Alcohol or drug use',
  addlinfoStdhiv: 'Sexually transmitted disease or HIV',
  addlinfoMentaldisorder: 'Mental disorder',
  addlinfoRoutinecheckkup: 'Routine check-up',
  addlinfoElectiveprocedure: 'Elective procedure',
  addlinfoGenetic: 'Genetic condition',
  addlinfoSelfinflicted: 'Self-inflicted injury',
};

export const DECLARATION_TEXT =
  'I declare that the information given in this form is true and complete to the best of my ' +
  'knowledge, and that I have personally examined the patient. I consent to the release of ' +
  'this information to the insurer and, should a dispute arise, to a dispute-resolution body.';

/** The onset of symptoms as the form offers it (001 §9). */
export const ONSET_OPTIONS = [
  { value: 'Date', label: 'Date' },
  { value: 'Days', label: 'Days' },
  { value: 'Weeks', label: 'Weeks' },
] as const;
