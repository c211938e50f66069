import { queryOptions, useQuery } from '@tanstack/react-query';
import { SpecialPaths, type TopicBankData } from '@moyue/contracts/api/special';
import { apiClient } from '../../../api/api-client';

/** GET topic-bank/list: the institution's subscribed collections (or the platform's). */
export const getTopicBank = () => apiClient.get<TopicBankData>(SpecialPaths.TopicBank);

export const topicBankQueryOptions = (userKey: string) =>
  queryOptions({ queryKey: ['special', 'topic-bank', userKey], queryFn: getTopicBank });

/** userKey: who is signed in (the answer differs by institution). */
export const useTopicBank = (userKey: string) => useQuery(topicBankQueryOptions(userKey));
