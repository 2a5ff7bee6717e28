import type { VerificationDocument, VerificationStatus } from '@orbit/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiClient } from '~/shared/api/client.ts';
import { emitAuthError } from '~/shared/api/events.ts';
import { useApi } from '~/shared/api/provider.tsx';

const VERIFICATION_KEY = ['player', 'verification'] as const;
/** An upload may take a while on a slow line. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** `GET /api/player/documents`: the player's verification and documents (rethrown). */
export const getVerification = (api: ApiClient) => api.request<VerificationStatus>('/api/player/documents');

export const verificationQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: VERIFICATION_KEY, queryFn: () => getVerification(api) });

export const useVerification = () => useQuery(verificationQueryOptions(useApi()));

/**
 * `POST /api/player/documents` as a multipart form. The fetch layer sends JSON, and its code
 * loads with every page, so it stays as it is: this call goes through a client of its own whose
 * fetch sends the form instead (same headers, timeout, 401 rule and errors; no retries, a POST).
 */
export function sendDocument(kind: string, file: File) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file);
  const client = new ApiClient({
    fetch: (path, init) => {
      const headers = { ...(init?.headers as Record<string, string>) };
      // The browser writes the multipart type with its boundary.
      delete headers['Content-Type'];
      return window.fetch(path, { ...init, headers, body: form });
    },
    timeoutMs: UPLOAD_TIMEOUT_MS,
    retries: 0,
    onUnauthorized: emitAuthError,
  });
  return client.request<VerificationDocument>('/api/player/documents', { method: 'POST', body: {} });
}

/** Sends a document; the page reads the verification again after. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: string; file: File }) => sendDocument(kind, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VERIFICATION_KEY }),
  });
}

/** `DELETE /api/player/documents/{id}`: a pending document taken back. */
export function useDeleteDocument() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.request<null>(`/api/player/documents/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VERIFICATION_KEY }),
  });
}

/** Where a document's file downloads from (the browser sends the session cookie). */
export const documentFileUrl = (id: number) => `/api/player/documents/${id}/file`;

export const VERIFICATION_QUERY_KEY = VERIFICATION_KEY;
