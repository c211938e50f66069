/** XML-escapes text for an SVG text node. */
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A banner's art when the editor gives none: the title on a calm gradient (1200×400). */
export function bannerArtSvg(title: string, seed: number): string {
  const hue = (seed * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},45%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,52%)"/>
</linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<text x="600" y="215" text-anchor="middle" font-size="56" fill="#fff" font-family="serif">${escapeXml(title)}</text>
</svg>`;
}
