/** spec §5: a phone shows its first 3 and last 4 digits. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** spec §5: an e-mail hides half of its local part. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const local = Array.from(email.slice(0, at));
  const shown = Math.ceil(local.length / 2);
  return `${local.slice(0, shown).join('')}${'*'.repeat(local.length - shown)}${email.slice(at)}`;
}
