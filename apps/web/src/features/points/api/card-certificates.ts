import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CardCertificatePaths,
  type CardCertificateList,
  type CardVerifyResult,
} from '@moyue/contracts/api/card-certificate';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/user-ticket/certificates: my cards as signed certificates, and the platform key. */
export const listCertificates = () => apiClient.get<CardCertificateList>(CardCertificatePaths.Mine);
export const certificatesQueryOptions = () =>
  queryOptions({ queryKey: ['points', 'certificates'], queryFn: listCertificates });
export const useCertificates = () => useQuery(certificatesQueryOptions());

/** GET /v1/api/card-certificate/verify (public): the server checks the signature again. */
export const verifyCertificate = (id: string) =>
  apiClient.get<CardVerifyResult>(CardCertificatePaths.Verify, { id });
export const verifyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['points', 'certificate-verify', id],
    queryFn: () => verifyCertificate(id),
    enabled: id !== '',
    retry: false,
    staleTime: 0,
  });
export const useVerifyCertificate = (id: string) => useQuery(verifyQueryOptions(id));
