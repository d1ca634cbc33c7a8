import { getCurrentUser, login, logout } from '../auth/auth.contracts';
import { getHealth } from '../health/health.contracts';
import { listStatuses } from '../lookups/lookups.contracts';
import {
  getOwnPolicyholder,
  listOwnPatients,
  searchDoctors,
} from '../policyholders/policyholders.contracts';
import { getMainFlow, listRequestTotals, listRequests } from '../requests/request-list.contracts';
import { byOperationId } from './contract';

export { lookupContracts } from '../lookups/lookups.contracts';

/**
 * Every operation of the API by operation id, what the server registers and the web calls; the
 * lookups, one per lookup name, are `lookupContracts`.
 */
export const contracts = byOperationId(
  login,
  logout,
  getCurrentUser,
  getHealth,
  listStatuses,
  getOwnPolicyholder,
  listOwnPatients,
  searchDoctors,
  listRequests,
  listRequestTotals,
  getMainFlow,
);
