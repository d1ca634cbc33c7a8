import { getCurrentUser, login, logout } from '../auth/auth.contracts';
import { byOperationId } from './contract';

/** Every operation of the API, by operation id: what the server registers and the web calls. */
export const contracts = byOperationId(login, logout, getCurrentUser);
