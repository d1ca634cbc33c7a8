// The phone numbers' formatting alone, for a dynamic import: importing the shared package itself
// dynamically would keep every one of its exports.
export { displayPhoneNumber } from '@preauth/shared';
