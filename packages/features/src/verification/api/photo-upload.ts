import type { PortalClient } from '@portal/api-client/client';
import type { IdType, PhotoSide } from '@portal/domain/photo-wizard';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import { useKeepVerification } from '#shared/api/verification.ts';
import { xhrFetch } from '#verification/api/xhr-fetch.ts';

export interface PhotoUpload {
  side: PhotoSide;
  idType: IdType;
  photo: Blob;
  /** Called as the body goes out, 0 to 1. */
  onProgress: (fraction: number) => void;
}

/**
 * POST /api/verification/upload: one side of the ID, sent through XMLHttpRequest for its upload
 * progress. The answer is the new verification state (pending once every side is in).
 */
export function useUploadPhoto() {
  const client = useApiClient();
  const keep = useKeepVerification();
  return useMutation({
    mutationFn: async ({ side, idType, photo, onProgress }: PhotoUpload) => {
      const { data } = await client.POST('/api/verification/upload', {
        params: { query: { photoSide: side, idType } },
        body: { file: photo },
        fetch: xhrFetch(onProgress),
      });
      if (!data) throw new Error('The upload answered without a state');
      return data;
    },
    onSuccess: keep,
  });
}

/** GET /api/verification/generaterandomcode: the code the member writes for the selfie. */
export function selfieCodeQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.selfieCode(),
    queryFn: async () => {
      const { data } = await client.GET('/api/verification/generaterandomcode');
      if (!data) throw new Error('generaterandomcode answered without a code');
      return data.code;
    },
  };
}

export function useSelfieCode(): string {
  return useSuspenseQuery(selfieCodeQueryOptions(useApiClient())).data;
}
