// The limits of the screens behind the login, in a module of their own: the login page imports
// `limits.ts` for its text limits, and a module is bundled whole, so these stayed in its budget
// (issue 10) though it never uses them. `limits.ts` re-exports them, so imports are unchanged.

/** The largest upload in MB, for the message that says it without reading UPLOAD_LIMITS. */
export const UPLOAD_MAX_MB = 10;

export const UPLOAD_LIMITS = {
  maxBytes: UPLOAD_MAX_MB * 1024 * 1024,
  /** Files one uploader (a login, or a doctor's link) may store in an hour (ours). */
  perUploaderPerHour: 20,
  /** Bytes one uploader may store in 24 hours (ours): ten files of the largest size. */
  bytesPerUploaderPerDay: 100 * 1024 * 1024,
  /** Uploads of one uploader in progress at once, per server process (ours). */
  concurrentPerUploader: 2,
  /** A file never attached to a request is removed this long after it arrived (ours). */
  unattachedLifetimeMs: 24 * 60 * 60 * 1000,
} as const;

// Named apart so RESEND_POLICY reads no property of OTP_POLICY at load, which bundlers keep.
const OTP_RESEND_COUNTDOWN_SECONDS = 60;
const OTP_MAX_SENDS_PER_HOUR = 5;

/**
 * One-time PINs (000 §9, 001 §9, and ours where the specification is silent). Beyond the length,
 * these are the defaults and the loosest bounds of each insurer's PIN policy (`InsurerPolicy.pin`),
 * which the PIN checks read.
 */
export const OTP_POLICY = {
  length: 6,
  /** No new PIN for this long after one was sent; the screens count it down. */
  resendCountdownSeconds: OTP_RESEND_COUNTDOWN_SECONDS,
  /** A PIN is valid this long after it was sent. */
  lifetimeMs: 10 * 60 * 1000,
  /** Wrong tries that void a PIN; counted before comparing, so parallel guesses cannot pass it. */
  maxAttempts: 5,
  /** PINs sent for one link or person within an hour, at most. */
  maxSendsPerHour: OTP_MAX_SENDS_PER_HOUR,
  /** How often a PIN screen asks whether the PIN's message went, while it is being sent. */
  deliveryPollMs: 5_000,
} as const;

/**
 * Resends of one request to the doctor (ours: the PIN's pace, as a resend mails an address the
 * caller types): no resend within the gap after the last one, and at most so many an hour.
 */
export const RESEND_POLICY = {
  gapSeconds: OTP_RESEND_COUNTDOWN_SECONDS,
  maxPerHour: OTP_MAX_SENDS_PER_HOUR,
} as const;

export const REQUEST_TIMINGS = {
  /** Calendar days the doctor (or remote authoriser, or business office) has to respond. */
  responseWindowDays: 3,
  decisionTurnaround: '1-3 working days',
} as const;

export const FORM_LIMITS = {
  dateInputLength: 10,
  dateFormat: 'dd-MM-yyyy',
  autocompleteDebounceMs: 500,
  repeatingGroupMin: 0,
  repeatingGroupMax: 20,
  calendarYearsBack: 90,
  diagnosesMin: 1,
  diagnosesMax: 3,
  wardRowsMax: 20,
  lengthOfStayMax: 99,
  otherFeesMax: 4,
  moneyStep: 0.01,
  /**
   * Ours: the largest amount a form takes ('99999999.99'), so that the sum of every fee a request
   * can hold stays within the database's numeric(12, 2) and within exact whole cents in a number.
   */
  moneyMaxWholeDigits: 8,
} as const;

export const CERTIFICATE_FILE_NAME = (paId: string) => `request-${paId}.pdf`;
