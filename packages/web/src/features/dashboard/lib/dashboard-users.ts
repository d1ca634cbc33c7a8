import type { UserType } from '@preauth/shared';

/** Who gets the policyholder's dashboard: the policyholder, and the agent for its clients. */
const WITH_REQUESTS = new Set<UserType>(['policy-holder', 'insurance-agent']);

export const hasRequestsDashboard = (userType: UserType) => WITH_REQUESTS.has(userType);
