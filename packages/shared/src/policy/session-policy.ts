/** Session and login limits; the server enforces them and the web app explains them. */
export const SESSION_POLICY = {
  /** A session unused for this long ends. */
  idleTimeoutMs: 30 * 60 * 1000,
  /**
   * The server refreshes a session's last use at most this often, so its idle clock may have
   * started up to this much before the client's last call did.
   */
  lastUseResolutionMs: 60 * 1000,
  /** How long before the idle end the web app warns and offers to stay logged in. */
  idleWarningMs: 5 * 60 * 1000,
  /** A session ends this long after login, however active. */
  absoluteTimeoutMs: 12 * 60 * 60 * 1000,
  /** Random bytes in an opaque session token (256 bits). */
  tokenBytes: 32,
} as const;

/**
 * Login throttling (docs/decisions/024-login-throttling-not-lockout-one-answer-for-every-refused.md). Every refusal it makes answers exactly
 * as a wrong password does, so it tells nobody whether an account exists or is being throttled.
 */
export const LOGIN_POLICY = {
  /**
   * Failed logins of one account name from one address (an IPv6 address by its /64) within the
   * window; further tries from that address for that name are refused, unchecked, until the window
   * ends. Another address, the owner's, is not affected.
   */
  perAddressMaxFailures: 5,
  perAddressWindowMs: 15 * 60 * 1000,
  /** Consecutive failed logins of one account, from any address, before its delays begin. */
  accountFreeFailures: 10,
  /**
   * Then an address the account has not logged in from waits this long after each failure,
   * doubling with each further one, at most `accountDelayMaxMs` (NIST SP 800-63B's example: 30
   * seconds up to an hour).
   */
  accountDelayBaseMs: 30 * 1000,
  accountDelayMaxMs: 60 * 60 * 1000,
  /**
   * Consecutive failures after which only the account's known addresses may try, until a login
   * succeeds or the count is reset out of band.
   */
  accountCeiling: 50,
  /** Consecutive failures after which nobody may try until an out-of-band reset (NIST: at most 100). */
  accountMaxFailures: 90,
  /**
   * An address the account logged in from within this long is known: its tries skip the account's
   * delays and ceiling (its own per-address limit still holds).
   */
  knownAddressMs: 90 * 24 * 60 * 60 * 1000,
  /** Login attempts accepted from one IP address per window, whatever the account. */
  perIpMax: 30,
  perIpWindowMs: 60 * 1000,
} as const;
