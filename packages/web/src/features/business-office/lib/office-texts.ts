/** Texts of the office's screens (001 §2), word for word, and ours beside them. */
export const OFFICE_TEXTS = {
  inputTitle: 'Pre-Authorisation Request Details',
  identityIntro:
    "Please enter the last 4 characters of the patient's NRIC/FIN/Passport to open this request.",
  pinNote: "The next step is a one-time PIN sent to the business office's email address.",
  recipient: "the business office's email address",
  cancelQuestion: 'Your request is not submitted, are you sure you want to close this window?',
  /**
   * The doctor's acknowledgement, but the copy goes to the user (001 §2): the policyholder, whom
   * the office's submit emails, named so the office does not look for a copy of its own.
   */
  submitted: (erefNo: string) =>
    `Your Pre-Authorisation Request form (Ref No. ${erefNo}) has been submitted to the insurer. A copy has been emailed to the policyholder.`,
  // Ours.
  cancelled: 'Nothing was submitted. You can now close this browser tab.',
} as const;
