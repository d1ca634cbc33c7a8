/** User-visible texts quoted by the specification, word for word (including its spelling). */
export const MESSAGES = {
  headerWarning:
    'WARNING! Please do not refresh the page or click the "Back" or "Close" button on your browser.',
  sessionExpiredTitle: 'Your session has expired',
  sessionExpiredBody: 'Please log in again to continue.',
  errorFallbackTitle: 'Oops, an error occured!',
  cantSubmit: "Can't submit the data!",
  cantRead: (verb: string) => `Can't ${verb} the data`,
  /** Answered for a wrong username or password alike, so the answer tells nothing. */
  invalidCredentials: 'The username or password is incorrect.',
  accountLocked: 'Too many failed attempts. Please try again in 15 minutes.',
  sessionExpired: 'Your session has expired. Please log in again to continue.',
  notLoggedIn: 'Please log in to continue.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;
