/**
 * spec §5: a phone shows its first 3 and last 4 digits, the middle as ****
 * (138****0001). Anything shorter than 8 characters would show nearly all of
 * itself that way, so it is starred whole.
 */
export function maskPhone(phone: string): string {
  const value = phone.trim();
  if (value.length < 8) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}****${value.slice(-4)}`;
}

/**
 * spec §5: an e-mail hides half of its local part — the second half, rounded
 * up, so a one-character local part is hidden too (reader@x.cn → rea***@x.cn,
 * abc@x.cn → a**@x.cn). The domain is kept.
 */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at <= 0) return value;
  const local = Array.from(value.slice(0, at));
  const shown = Math.floor(local.length / 2);
  return `${local.slice(0, shown).join('')}${'*'.repeat(local.length - shown)}${value.slice(at)}`;
}

/** A login account (phone or e-mail) masked for display. */
export const maskAccount = (account: string): string =>
  account.includes('@') ? maskEmail(account) : maskPhone(account);
