import { PAGE_PATHS, pagePath } from '@preauth/shared';

/** The case page a decision page returns to. */
export const casePath = (paId: string) => pagePath(PAGE_PATHS.adjudicationCase, { id: paId });
