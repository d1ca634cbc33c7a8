/** User-visible texts quoted by the specification, word for word (including its spelling). */
export const MESSAGES = {
  headerWarning:
    'WARNING! Please do not refresh the page or click the "Back" or "Close" button on your browser.',
  sessionExpiredTitle: 'Your session has expired',
  sessionExpiredBody: 'Please log in again to continue.',
  errorFallbackTitle: 'Oops, an error occured!',
  cantSubmit: "Can't submit the data!",
  cantRead: (verb: string) => `Can't ${verb} the data`,
  /**
   * Answered for a wrong password, an unknown account and a throttled login alike (ours), so the
   * answer tells nothing about which it was.
   */
  invalidCredentials:
    'The username or password is incorrect, or there have been too many failed attempts. Please check them, or try again later.',
  sessionExpired: 'Your session has expired. Please log in again to continue.',
  notLoggedIn: 'Please log in to continue.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** No answer at all: offline, or the connection refused (ours, instead of "Failed to fetch"). */
  unreachable: 'The portal cannot be reached. Please check your internet connection.',
  /** Shown while reads wait for the portal; they go on by themselves once it answers (ours). */
  unreachableRetrying:
    'The portal cannot be reached. Please check your internet connection. We keep trying, and will tell you when it is back.',
  reachableAgain: 'The portal can be reached again.',
  waitingForPortal: 'Waiting for the portal…',
} as const;
