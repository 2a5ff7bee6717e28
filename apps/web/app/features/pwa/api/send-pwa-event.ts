import type { PwaEvent, PwaEventRequest } from '@orbit/contract';
import type { ApiClient } from '~/shared/api/client.ts';

/** `POST /api/pwa_events`: the answer is empty, and a failure is no one's concern (swallowed). */
export async function sendPwaEvent(api: ApiClient, event: PwaEvent): Promise<void> {
  const body: PwaEventRequest = { event };
  await api.request<null>('/api/pwa_events', { method: 'POST', body }).catch(() => null);
}
