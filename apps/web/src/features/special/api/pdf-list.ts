import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SpecialPaths, type PdfListData, type PdfListInput } from '@moyue/contracts/api/special';
import { apiClient } from '../../../api/api-client';

/** GET special/pdf-list: the catalogue's PDF editions. */
export const getPdfList = (params: PdfListInput) =>
  apiClient.get<PdfListData>(SpecialPaths.PdfList, params);

export const pdfListQueryOptions = (params: PdfListInput) =>
  queryOptions({
    queryKey: ['special', 'pdfs', params],
    queryFn: () => getPdfList(params),
    placeholderData: keepPreviousData,
  });

export const usePdfList = (params: PdfListInput) => useQuery(pdfListQueryOptions(params));
