import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { pageName } from '../config/routes';
import { documentTitle, keepsOwnTitle } from '../config/layout-rules';
import { reloadOnForcedLinkClick } from '../lib/site-navigation';
import { useMountedOnce } from '../hooks/use-mounted-once';
import { useProblemReport } from '../stores/problem-report';
import { ReaderDataScope } from '../features/accounts/components/ReaderDataScope';

// The problem-report form loads when it first opens, not with the shell (issue 16).
const ProblemReportDialog = lazy(async () => ({
  default: (await import('../components/problem-report/ProblemReportDialog')).ProblemReportDialog,
}));

/** The problem-report dialog, mounted once it first opens and kept after. */
function LazyProblemReportDialog() {
  const wanted = useProblemReport((state) => state.problemInfo !== null);
  if (!useMountedOnce(wanted)) return null;
  return (
    <Suspense fallback={null}>
      <ProblemReportDialog />
    </Suspense>
  );
}

/** The frame-independent rules of spec §2 for every page (the route-change rules of §4 run in shellLoader). */
export function RootLayout() {
  const location = useLocation();

  useEffect(() => {
    document.addEventListener('click', reloadOnForcedLinkClick, true);
    return () => document.removeEventListener('click', reloadOnForcedLinkClick, true);
  }, []);

  useEffect(() => {
    // spec §2: the search and Q&A result pages keep their own title; others get theirs here.
    if (!keepsOwnTitle(location.pathname))
      document.title = documentTitle(pageName(location.pathname));
  }, [location.pathname]);

  useEffect(() => {
    // The address the page on screen was drawn for: a move inside the app shows the last page
    // until the next one's code and data have come (what tests and tools wait for).
    document.documentElement.dataset.route = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  return (
    <>
      <ReaderDataScope />
      <Outlet />
      {/* spec §3 problemInfo: the problem-report dialog any page or reader opens. */}
      <LazyProblemReportDialog />
      {/* spec §2: scroll returns to the saved position, else to the top. */}
      <ScrollRestoration />
    </>
  );
}
