import { ResuResSearchPage } from './ResuResSearchPage';

/**
 * spec §2 /wrap/schoolResources (机构馆藏): the resource search within the
 * holdings of the reader's certified institution or of the network the
 * request comes from (scope 1); code 36 asks the reader to certify.
 */
export function SchoolResourcesPage() {
  return <ResuResSearchPage holdings />;
}
