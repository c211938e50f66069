import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isLoggedIn, useAppStore } from '../../../stores/app-store';
import { useMessageStatistic } from '../api/get-message-statistic';
import { useOrganizationDetail } from '../api/get-organization-detail';
import { createShareRecord, shareOfLanding } from '../api/share-record';
import { rememberOrganizationDetail } from '../session';

/**
 * Keeps the shell's server state fresh: the organisation detail of spec §3
 * (the reader's bound organisation, else the one recognised by address) in
 * bg_organization_detail for the menu and header rules of spec §2/§6, and
 * the unread message total of the header badge (spec §3 newsNumber), and
 * the arrival of a signed-in reader by someone's share link (spec §7
 * user-share-record/create; a retry is harmless, the server records it once).
 */
export function SessionSync() {
  const user = useAppStore((state) => state.user);
  const organization = useAppStore((state) => state.organization);
  const loggedIn = isLoggedIn(user);
  const externalId = loggedIn ? (organization?.ExternalId ?? null) : null;
  const detail = useOrganizationDetail(externalId);
  const statistic = useMessageStatistic(loggedIn && user ? user.Id : null);
  const unread = loggedIn ? (statistic.data?.Total ?? 0) : 0;

  useEffect(() => {
    if (detail.data !== undefined) rememberOrganizationDetail(detail.data);
  }, [detail.data]);

  useEffect(() => {
    useAppStore.getState().setNewsNumber(Number.isFinite(unread) ? unread : 0);
  }, [unread]);

  const location = useLocation();
  useEffect(() => {
    const share = loggedIn
      ? shareOfLanding(location.pathname, new URLSearchParams(location.search))
      : null;
    // Refusals (one's own link, a stale code) change nothing and need no message.
    if (share) void createShareRecord(share).catch(() => undefined);
  }, [loggedIn, location.pathname, location.search]);

  return null;
}
