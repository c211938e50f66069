import { useQuery } from '@tanstack/react-query';
import { contentDetailQueryOptions, type ContentDetailQuery } from '../../../api/content-detail';

/**
 * The detail page's use of the shared Content/Detail query (api/content-detail.ts):
 * a refusal is shown at once, and after a login change the page stays (same item,
 * open tab kept) while the detail reloads.
 */
export const useContentDetail = (query: ContentDetailQuery, viewer: string) =>
  useQuery({
    ...contentDetailQueryOptions(query, viewer),
    retry: false,
    placeholderData: (previous, previousQuery) =>
      JSON.stringify(previousQuery?.queryKey[2]) === JSON.stringify(query) ? previous : undefined,
  });
