/**
 * The unique index or constraint a failed statement violated, or null for any other error. Both
 * drivers report PostgreSQL's SQLSTATE and constraint name; drizzle wraps them in `cause`.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : null;
  }
  return null;
}

/** A pool (or a new connection of it) could not give a connection: nothing reached the database. */
export class DatabaseUnreachableError extends Error {
  constructor(cause: unknown) {
    super('No connection to the database', { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

/**
 * PGlite could not open its data folder, which PostgreSQL `postgresMajor` made: PGlite 0.5 runs
 * PostgreSQL 18 and cannot read the files of an earlier major (PGlite 0.3 ran 17).
 */
export class PgliteDataFolderError extends Error {
  constructor(dataDir: string, postgresMajor: string, cause: unknown) {
    super(
      `the embedded database in ${dataDir} (made by PostgreSQL ${postgresMajor}) cannot be opened ` +
        `by this PGlite, which reads only its own PostgreSQL major's files. Move the folder away ` +
        `to start on a new one (demo data is loaded again), or set DATABASE_URL.`,
      { cause },
    );
    this.name = 'PgliteDataFolderError';
  }
}

/** The embedded database's folder is another running process's (`claimPgliteFolder`). */
export class PgliteFolderInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `the embedded database in ${dataDir} is in use by process ${pid}. PGlite serves one ` +
        `process only: run \`npm start\` alone (it answers calls and runs the background work in ` +
        `one process), or set DATABASE_URL to a PostgreSQL database to run \`npm run serve\` and ` +
        `\`npm run worker\` as separate processes.`,
    );
    this.name = 'PgliteFolderInUseError';
  }
}

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception) and 57P01–57P04
 * (the server shut down, crashed, is starting, or the database was dropped).
 */
const CONNECTION_SQLSTATE = /^(08...|57P0[1-4])$/;
/** The socket's errors on the way to the database. */
const NETWORK_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What the pg driver says, without a code, about a connection that broke or never came. */
const DRIVER_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

/**
 * Whether the error (or any error in its `cause` chain, where Drizzle puts the driver's) means the
 * database could not be reached or the connection was lost, rather than that the statement was
 * wrong: a caller should try again later, and nothing is wrong with what it sent.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof DatabaseUnreachableError) return true;
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || NETWORK_ERRNOS.has(code)))
      return true;
    if (DRIVER_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * What the driver said about an unreachable database, for a start-up message: the innermost
 * error's code and message ('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432'). Never the URL,
 * which may hold a password.
 */
export function connectionProblem(error: unknown): string {
  let innermost: Error | undefined;
  for (let e: unknown = error; e instanceof Error; e = e.cause) innermost = e;
  if (!innermost) return String(error);
  const { code } = innermost as { code?: unknown };
  const message = innermost.message || innermost.name;
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}
