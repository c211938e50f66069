import { useFeedback } from '../../components/feedback/feedback-api';
import { useNavigate } from 'react-router';
import { Code } from '@moyue/contracts/codes';
import { OrganizationMessages } from '@moyue/contracts/messages';
import { ApiError } from '../../api/api-error';
import { getHref } from '../../config/paths';

/** A recommend call refused for want of an institution (spec §8 code 36). */
export const needsInstitution = (error: unknown): boolean =>
  error instanceof ApiError && error.code === Code.NeedsInstitution;

/**
 * spec §8 recommend code 36: asks the reader to bind an institution; 去绑定
 * opens the binding page with this page as redirect and 请先绑定机构.
 */
export function useBindInstitutionPrompt(): () => void {
  const { modal } = useFeedback();
  const navigate = useNavigate();
  return () => {
    void modal.confirm({
      title: OrganizationMessages.BindFirst,
      content: '荐购需要先绑定您所在的机构。',
      okText: '去绑定',
      cancelText: '取消',
      onOk: () =>
        void navigate(
          getHref.bindOrganization(
            `${window.location.pathname}${window.location.search}`,
            OrganizationMessages.BindFirst,
          ),
        ),
    });
  };
}
