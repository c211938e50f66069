import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RareCard } from '@moyue/contracts/api/points';
import { paths } from '../../../config/paths';
import { useMountedOnce } from '../../../hooks/use-mounted-once';
import { useAppStore } from '../../../stores/app-store';
import { askTicketNotice } from '../api/ticket-notice';

// antd's Modal loads with the first card announced, not with every page's shell (issue 16).
const RareCardModal = lazy(async () => ({
  default: (await import('./RareCardModal')).RareCardModal,
}));

/**
 * spec §2 rare-card modal: asked once a reader is signed in (spec §7
 * user-ticket/notice; errors ignored, §8.2) whenever the signed-in reader
 * changes; 恭喜 with Cancel and 立即查看, which goes to the card wallet. The
 * server announces each card once.
 */
export function RareCardNotice() {
  const userId = useAppStore((state) => state.user?.Id ?? null);
  const navigate = useNavigate();
  const [card, setCard] = useState<RareCard | null>(null);
  const mounted = useMountedOnce(card !== null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void askTicketNotice().then((answer) => {
      if (current && answer) setCard(answer);
    });
    return () => {
      current = false;
    };
  }, [userId]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <RareCardModal
        card={card}
        onClose={() => setCard(null)}
        onView={() => {
          setCard(null);
          void navigate(paths.myCard);
        }}
      />
    </Suspense>
  );
}
