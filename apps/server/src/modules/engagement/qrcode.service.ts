import QRCode from 'qrcode';
import type { QrCodeData, QrCodeParams } from '@moyue/contracts/api/engagement';

/** spec §7 qrcode/get-qr: the share address as a PNG data URL (size: pixels per module; margin: modules). */
export async function renderQrCode(params: QrCodeParams): Promise<QrCodeData> {
  const url = await QRCode.toDataURL(params.url, {
    type: 'image/png',
    errorCorrectionLevel: 'M',
    scale: params.size,
    margin: params.margin,
  });
  return { Url: url };
}
