import { Button, Modal, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CookieName, removeCookie } from '../../../lib/cookies';
import { useAppStore } from '../../../stores/app-store';
import { useUserDetail } from '../api/get-user-detail';
import { NewContactForm } from './NewContactForm';

const close = () => {
  removeCookie(CookieName.MobileBindModel);
  useAppStore.setState({ bindMobile: false });
};

/** The dialog's content: the new phone and its code, or — with an e-mail to prove first — the way there. */
function BindMobileContent() {
  const detail = useUserDetail();
  if (!detail.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (detail.data.Email)
    return (
      <>
        <p className="login-form__notice">请先验证您已绑定的邮箱，再绑定手机号。</p>
        <Link to={paths.accountBindTel} onClick={close}>
          <Button type="primary" block size="large">
            去验证
          </Button>
        </Link>
      </>
    );
  return (
    <NewContactForm
      kind="phone"
      testId="bind-mobile-dialog"
      title="绑定手机号"
      bare
      onDone={close}
    />
  );
}

/**
 * spec §4/§8 code 201: an account without a phone (from a single sign-on)
 * is asked to bind one — the client raised the bindMobile flag once and set
 * the mobile_bind_model cookie; binding (or closing) clears both.
 */
export function BindMobileModal() {
  const open = useAppStore((state) => state.bindMobile && state.user !== null);
  return (
    <Modal
      open={open}
      title="绑定手机号"
      footer={null}
      width={440}
      onCancel={close}
      destroyOnHidden
    >
      <p className="login-form__notice">为了账号安全和正常使用，请先绑定手机号。</p>
      <BindMobileContent />
    </Modal>
  );
}
