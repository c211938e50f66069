import { useSearchParams } from 'react-router';

/** The press (id) and institution (aqrId) of the shop's address (spec §2 /press/index?id=&aqrId=). */
export function usePressQuery(): { id: string; aqrId: string } {
  const [search] = useSearchParams();
  const id = (search.get('id') ?? '').trim();
  return { id: /^[1-9]\d{0,15}$/.test(id) ? id : '', aqrId: search.get('aqrId') ?? '' };
}
