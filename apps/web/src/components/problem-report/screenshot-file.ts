import { SupportLimits, SupportMessages } from '@moyue/contracts/api/support';

/**
 * Reads a chosen screenshot as base64 for the form. The server judges the
 * type by the bytes; here only the size is checked first, to spare a
 * pointless upload.
 */
export async function readScreenshotFile(
  file: File,
): Promise<{ base64: string; name: string } | { error: string }> {
  if (file.size > SupportLimits.ScreenshotBytes)
    return { error: SupportMessages.ScreenshotTooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return { base64: btoa(binary), name: file.name };
}
