import { useFeedback } from '../../../components/feedback/feedback-api';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountMessages, SmsType } from '@moyue/contracts/api/accounts';
import { paths } from '../../../config/paths';
import { CookieName, getCookie } from '../../../lib/cookies';
import { useRegister } from '../api/register';
import { PhoneCodePasswordForm } from '../components/PhoneCodePasswordForm';
import { rememberLogin, safeRedirect } from '../session';
import { AuthCard } from '../components/AuthCard';

/** spec §2 /register: phone, SMS code, password; the new reader is signed in and returns (redirect) or goes home. */
export function RegisterPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const registration = useRegister();

  return (
    <AuthCard
      testId="register-page"
      heading="注册墨阅"
      intro="用手机号注册，即可收藏图书、参与评论荐购，并绑定所在机构使用馆藏资源。"
      title="手机号注册"
    >
      <PhoneCodePasswordForm
        smsType={SmsType.Register}
        submitText="注册"
        submittingText="注册中..."
        passwordLabel="设置密码"
        testId="register-form"
        submitting={registration.isPending}
        onSubmit={(values, onFailure) =>
          registration.mutate(
            { ...values, promotionCode: getCookie(CookieName.PromotionCode) ?? undefined },
            {
              onSuccess: (data) => {
                rememberLogin(data);
                void message.success(AccountMessages.Registered);
                void navigate(safeRedirect(search.get('redirect'), paths.home), {
                  replace: true,
                });
              },
              onError: onFailure,
            },
          )
        }
        footer={
          <p className="login-form__hint">
            注册即表示同意<Link to="/agreement">《用户协议》</Link>和
            <Link to="/privacyClause">《隐私条款》</Link>
            <br />
            已有账号？<Link to={paths.login}>立即登录</Link>
          </p>
        }
      />
    </AuthCard>
  );
}
