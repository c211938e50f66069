import { useMutation, useQuery } from '@tanstack/react-query';
import { EngagementPaths, type QrCodeData } from '@moyue/contracts/api/engagement';
import { QR_MARGIN, QR_SIZE } from '@moyue/contracts/limits';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/user-share-record/get-code → the signed-in reader's share code. */
export const getShareCode = () => apiClient.get<string>('/v1/api/user-share-record/get-code');

export const useShareCode = (viewer: string, signedIn: boolean) =>
  useQuery({
    queryKey: ['details', 'share-code', viewer],
    queryFn: getShareCode,
    enabled: signedIn,
    retry: false,
    staleTime: Infinity,
  });

/** spec §7 POST /v1/api/qrcode/get-qr (url, size 4, margin 3) → Data.Url, a base64 PNG. */
export const getQrCode = (url: string) =>
  apiClient.post<QrCodeData>(EngagementPaths.QrCode, { url, size: QR_SIZE, margin: QR_MARGIN });

export const useQrCode = () =>
  useMutation({ mutationKey: ['details', 'qr-code'], mutationFn: getQrCode });
