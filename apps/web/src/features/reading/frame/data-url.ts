// data: URLs of book text (styles) that hold any character: btoa() takes
// only Latin-1, so a stylesheet with font-family: "宋体" made epub.js throw
// and the chapter never showed (issue 13 item 2). Text goes in as UTF-8.

const CHUNK = 0x8000;

/** Base64 of the UTF-8 bytes of `text` (any Unicode, unlike btoa). */
export function base64OfText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return btoa(binary);
}

/** A stylesheet as a data: URL, its charset said. */
export const cssDataUrl = (css: string): string =>
  `data:text/css;charset=utf-8;base64,${base64OfText(css)}`;

/** The text of a data: URL (base64 or percent-encoded), read as UTF-8; null when it is none. */
export function textOfDataUrl(url: string): string | null {
  const match = /^data:([^,]*),(.*)$/is.exec(url.trim());
  if (!match) return null;
  const [, header = '', payload = ''] = match;
  try {
    if (!/;\s*base64\s*$/i.test(header)) return decodeURIComponent(payload);
    const binary = atob(payload.replace(/\s+/g, ''));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}
