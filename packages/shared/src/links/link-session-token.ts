// A module of its own: the web's entry reads it (telling the remote authoriser's session from a
// login) without the link screens' schemas and texts beside it, which cost the login page ~1 KiB.

/**
 * Link-session bearer tokens carry this prefix, login-session tokens none: the server asks one
 * store per token, and the web tells the remote authoriser's session (kept as a login's) from a
 * login ('.' never occurs in base64url).
 */
export const LINK_SESSION_TOKEN_PREFIX = 'link.';
export const isLinkSessionToken = (token: string) => token.startsWith(LINK_SESSION_TOKEN_PREFIX);
