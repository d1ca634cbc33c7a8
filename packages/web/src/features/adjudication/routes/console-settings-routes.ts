/**
 * The pages of the insurer's console beside the queue (its decision rules, holiday table,
 * turnaround, access report and policy), loaded together as one chunk by the route table: one entry fewer
 * each in the login page's budget, for pages an adjudicator opens now and then.
 */
export { AccessReportRoute } from './access-report';
export { DecisionRulesRoute } from './decision-rules';
export { HolidaysRoute } from './holidays';
export { InsurerPolicyRoute } from './insurer-policy';
export { TurnaroundRoute } from './turnaround';
