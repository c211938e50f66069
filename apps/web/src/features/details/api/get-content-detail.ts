import { useQuery, type QueryClient } from '@tanstack/react-query';
import { contentDetailQueryOptions, type ContentDetailQuery } from '../../../api/content-detail';
import { viewerKeyOf } from '../../../hooks/use-viewer-key';
import { useAppStore } from '../../../stores/app-store';

/** The item a detail address names (spec §2): an id, or an ExternalId (either spelling). */
export const detailQueryOf = (params: URLSearchParams): ContentDetailQuery => ({
  id: params.get('id') ?? undefined,
  ExternalId: params.get('ExternalId') ?? params.get('externalId') ?? undefined,
});

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

/**
 * The item's Content/Detail, asked for as soon as a detail route matches (issue 16): beside the
 * page's code, not after it has rendered. Same key as the page's: it renders this answer.
 */
export function prefetchContentDetail(queryClient: QueryClient, url: URL): void {
  const options = contentDetailQueryOptions(
    detailQueryOf(url.searchParams),
    viewerKeyOf(useAppStore.getState()),
  );
  if (options.enabled) void queryClient.prefetchQuery(options);
}
