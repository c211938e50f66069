/** A licence or filing badge drawn inline (no external images): an emblem and two lines of text. */
export function LicenceBadge({ title, number }: { title: string; number: string }) {
  return (
    <svg
      className="licence-badge"
      viewBox="0 0 168 40"
      width="168"
      height="40"
      role="img"
      aria-label={`${title} ${number}`}
    >
      <rect x="0.5" y="0.5" width="167" height="39" rx="4" fill="#26324f" stroke="#56627d" />
      <circle cx="20" cy="20" r="13" fill="#8c2f1b" />
      <circle cx="20" cy="20" r="10" fill="none" stroke="#f5d9a8" strokeWidth="1" />
      <path
        d="M20 12.5l2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.4 5-.6z"
        fill="#f5d9a8"
      />
      <text x="40" y="17" fontSize="11" fill="#f0e6d6">
        {title}
      </text>
      <text x="40" y="31" fontSize="9" fill="#aab3c5">
        {number}
      </text>
    </svg>
  );
}
