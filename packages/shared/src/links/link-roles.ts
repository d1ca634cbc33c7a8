/**
 * People who reach one request through an emailed link, with no portal login: the doctor or
 * clinic, a panel hospital's business office, and the policyholder asked to authorise a request
 * raised by someone else (the remote authoriser). A module of its own, without schemas: the
 * callers of the login page's contracts (api/callers) name them.
 */
export const LINK_ROLES = ['doctor', 'business-office', 'remote-authoriser'] as const;
