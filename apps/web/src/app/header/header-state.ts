import { certificationState, certificationWarningText } from '@moyue/contracts/rules';
import { useOrganizationsByIp } from '../../features/accounts/api/list-organizations-by-ip';
import { isLoggedIn, useAppStore } from '../../stores/app-store';

export interface HeaderState {
  loggedIn: boolean;
  greeting: string;
  organizationTitle: string | null;
  ipMessage: string | null;
  warning: string | null;
  newsNumber: number;
}

/** What the header says about the reader (spec §2 'Header'), shared by the desktop bar and the phone drawer. */
export function useHeaderState(): HeaderState {
  const user = useAppStore((state) => state.user);
  const organization = useAppStore((state) => state.organization);
  const organizationDetail = useAppStore((state) => state.organizationDetail);
  const newsNumber = useAppStore((state) => state.newsNumber);
  const loggedIn = isLoggedIn(user);
  const name = user?.RealName || user?.NickName || user?.MobileNumber;
  // The IP line names the institution whose network the address belongs to
  // (spec §7 list-by-ip), not the reader's own: a student of one university
  // reading in a public library's reading room is on the library's network.
  const byIp = useOrganizationsByIp();
  const recognised = byIp.data?.ItemList;
  // A malformed answer must not take the header down with it.
  const network = Array.isArray(recognised)
    ? (recognised.find((item) => item.Id > 0) ?? null)
    : null;
  return {
    loggedIn,
    greeting: loggedIn && name ? `您好，${name}` : '您好，欢迎来到墨阅！',
    organizationTitle: loggedIn && organization ? organization.Title : null,
    ipMessage: network
      ? `您正在通过「${network.Title}」的网络访问${organizationDetail?.Ip ? `（IP：${organizationDetail.Ip}）` : ''}`
      : null,
    warning: loggedIn ? certificationWarningText(certificationState(organization)) : null,
    newsNumber,
  };
}
