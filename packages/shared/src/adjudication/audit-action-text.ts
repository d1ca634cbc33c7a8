/**
 * An audit action in words, from its code: `case.taken-over` → "Case: taken over",
 * `request.certificate-downloaded` → "Request: certificate downloaded". The code itself stays
 * beside it wherever it is shown, so nothing is lost in the wording.
 */
export function auditActionText(action: string): string {
  const [area = '', ...rest] = action.split('.');
  const what = rest.join('.').replaceAll('-', ' ');
  const subject = area.charAt(0).toUpperCase() + area.slice(1).replaceAll('-', ' ');
  return what ? `${subject}: ${what}` : subject;
}
