import { z } from 'zod';
import { QR_MARGIN, QR_SIZE } from '../../limits.ts';

// Engagement calls: QR code (spec §7; api/engagement.ts gathers them with EngagementPaths).

/** Longest address a share QR code carries. */
export const QR_URL_MAX_LENGTH = 1_000;

/** POST /v1/api/qrcode/get-qr (spec §7: url, size 4, margin 3): an http(s) address. */
export const QrCodeParamsSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1)
    .max(QR_URL_MAX_LENGTH)
    .regex(/^https?:\/\/\S+$/i),
  /** Pixels per module */
  size: z.coerce.number().int().min(1).max(20).default(QR_SIZE),
  /** Quiet zone, in modules */
  margin: z.coerce.number().int().min(0).max(20).default(QR_MARGIN),
});
export type QrCodeParams = z.infer<typeof QrCodeParamsSchema>;
export type QrCodeInput = z.input<typeof QrCodeParamsSchema>;
/** Url: 'data:image/png;base64,…' */
export const QrCodeDataSchema = z.object({ Url: z.string() });
export type QrCodeData = z.infer<typeof QrCodeDataSchema>;
