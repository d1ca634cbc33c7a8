/** Session and login limits; the server enforces them and the web app explains them. */
export const SESSION_POLICY = {
  /** A session unused for this long ends. */
  idleTimeoutMs: 30 * 60 * 1000,
  /** A session ends this long after login, however active. */
  absoluteTimeoutMs: 12 * 60 * 60 * 1000,
  /** Random bytes in an opaque session token (256 bits). */
  tokenBytes: 32,
} as const;

export const LOGIN_POLICY = {
  /** Failed logins within the window that lock an account. */
  maxFailures: 10,
  failureWindowMs: 15 * 60 * 1000,
  lockDurationMs: 15 * 60 * 1000,
  /** Login attempts accepted from one IP address per window, whatever the account. */
  perIpMax: 30,
  perIpWindowMs: 60 * 1000,
} as const;
