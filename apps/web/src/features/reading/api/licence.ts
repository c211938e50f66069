import type {
  AuthorizeData,
  AuthorizeParameters,
  LicenceCreateData,
} from '@moyue/contracts/api/reading';
import type { RsaCreateData } from '@moyue/contracts/api/platform';
import { apiClient } from '../../../api/api-client';

/** spec §7 POST /Licence/Create (contentId; the edition by mediaType). */
export const createLicence = (contentId: string, mediaType: 'epub' | 'pdf') =>
  apiClient.post<LicenceCreateData>('/Licence/Create', { contentId, mediaType });

/** spec §7 the signed POST to the content's AuthorizeUrl with authorzieParameters (JSON). */
export const authorizeLicence = (url: string, parameters: AuthorizeParameters) =>
  apiClient.post<AuthorizeData>(url, { authorzieParameters: JSON.stringify(parameters) });

/** spec §7 POST /rsa/create: a key pair for a browser whose WebCrypto cannot make one. */
export const createRsaPair = () => apiClient.post<RsaCreateData>('/rsa/create');
