/** A deterministic pseudo-random bit per cell, seeded by the label, so each placeholder looks like its own code. */
function moduleOn(seed: number, x: number, y: number): boolean {
  let h = (seed ^ Math.imul(x + 1, 0x9e3779b1) ^ Math.imul(y + 1, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39) >>> 0;
  return ((h ^ (h >>> 15)) & 1) === 1;
}

const SIZE = 21;
const inFinder = (x: number, y: number) =>
  (x < 8 && y < 8) || (x >= SIZE - 8 && y < 8) || (x < 8 && y >= SIZE - 8);

/** The finder patterns' corners: a 7-cell ring around a 3-cell square. */
const FINDERS = [
  [0, 0],
  [SIZE - 7, 0],
  [0, SIZE - 7],
] as const;

/**
 * The art's dark cells as one path (even-odd: a finder is its 7-cell square less its 5-cell
 * one, with the 3-cell square inside): two elements a code instead of ~150, which every page
 * laid out and painted in its footer (issue 16).
 */
export function qrArtPath(label: string): string {
  const seed = Array.from(label).reduce((sum, ch) => Math.imul(sum, 31) + ch.codePointAt(0)!, 7);
  const parts: string[] = [];
  for (let y = 0; y < SIZE; y += 1)
    for (let x = 0; x < SIZE; x += 1)
      if (!inFinder(x, y) && moduleOn(seed, x, y)) parts.push(`M${x} ${y}h1v1h-1z`);
  for (const [x, y] of FINDERS)
    parts.push(`M${x} ${y}h7v7h-7z`, `M${x + 1} ${y + 1}h5v5h-5z`, `M${x + 2} ${y + 2}h3v3h-3z`);
  return parts.join('');
}

/**
 * The app and public-account codes: drawn QR-like art with a label. The real
 * codes are issued by the operator; this never pretends to be scannable.
 */
export function QrPlaceholder({ label, hint }: { label: string; hint: string }) {
  return (
    <figure className="site-footer__qr" data-testid="qr-placeholder">
      <svg
        viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
        width="88"
        height="88"
        role="img"
        aria-label={`${label}二维码（示意）`}
      >
        <rect x="-2" y="-2" width={SIZE + 4} height={SIZE + 4} rx="1" fill="#fff" />
        <path d={qrArtPath(label)} fill="#1f2a44" fillRule="evenodd" />
        <rect
          x="8"
          y="8"
          width="5"
          height="5"
          rx="1"
          fill="#8c2f1b"
          stroke="#fff"
          strokeWidth="0.6"
        />
        <text x="10.5" y="11.6" fontSize="3.2" textAnchor="middle" fill="#fbeee0">
          墨
        </text>
      </svg>
      <figcaption>
        {label}
        <small>{hint}</small>
      </figcaption>
    </figure>
  );
}
