import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import type { MailView } from '@portal/domain/mail-list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import { mailViewQueryOptions, type MailItem } from '#inbox/api/mail.ts';

export type Label = Schema<'Label'>;
export type LabelInput = Schema<'LabelInput'>;

/** GET /api/Labels: the member's labels, by name (decision 104). */
export function labelsQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.labels(),
    queryFn: async (): Promise<Label[]> => (await client.GET('/api/Labels')).data ?? [],
  };
}

export function useLabels(): Label[] {
  return useQuery(labelsQueryOptions(useApiClient())).data ?? [];
}

/** The labels by id, the same map while the labels stay the same (the list's rows are memoised). */
export function useLabelsById(): ReadonlyMap<number, Label> {
  const labels = useLabels();
  return useMemo(() => new Map(labels.map((label) => [label.labelId, label])), [labels]);
}

/** Reads the labels, and the mail whose rows show them, again once a change settles. */
function useLabelsSettled(withMail: boolean) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.labels() });
    if (withMail) void queryClient.invalidateQueries({ queryKey: queryKeys.mail() });
  };
}

/** POST /api/Labels: a new label, listed once the server has it (names are unique per account). */
export function useCreateLabel() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const settled = useLabelsSettled(false);
  return useMutation({
    mutationFn: async (label: LabelInput) =>
      (await client.POST('/api/Labels', { body: label })).data,
    onSuccess: (created) => {
      if (!created) return;
      queryClient.setQueryData<Label[]>(queryKeys.labels(), (labels = []) =>
        [...labels, created].sort((a, b) => a.name.localeCompare(b.name)),
      );
    },
    onSettled: settled,
  });
}

/** PUT /api/Labels?labelId=: renamed or recoloured; the items keep it. */
export function useUpdateLabel() {
  const client = useApiClient();
  const settled = useLabelsSettled(false);
  return useMutation({
    mutationFn: async ({ labelId, label }: { labelId: number; label: LabelInput }) =>
      (await client.PUT('/api/Labels', { params: { query: { labelId } }, body: label })).data,
    onSettled: settled,
  });
}

/** DELETE /api/Labels?labelId=: the label comes off every item too. */
export function useDeleteLabel() {
  const client = useApiClient();
  const settled = useLabelsSettled(true);
  return useMutation({
    mutationFn: async (labelId: number) => {
      await client.DELETE('/api/Labels', { params: { query: { labelId } } });
    },
    onSettled: settled,
  });
}

export interface LabelChange {
  mailIds: number[];
  labelIds: number[];
  remove: boolean;
}

/** The items with the labels put on or taken off, as the list shows them before the server answers. */
export function withLabels(items: MailItem[], { mailIds, labelIds, remove }: LabelChange) {
  const chosen = new Set(mailIds);
  return items.map((item) => {
    if (!chosen.has(item.mailId)) return item;
    const had = item.labelIds ?? [];
    const next = remove
      ? had.filter((id) => !labelIds.includes(id))
      : [...had, ...labelIds.filter((id) => !had.includes(id))];
    return { ...item, labelIds: next };
  });
}

/**
 * POST /api/mail/Labels: labels put on (or taken off) the chosen items of the list on screen at
 * once, the server's answer then replacing them; a refusal puts the list back.
 */
export function useLabelMail(view: MailView) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { queryKey } = mailViewQueryOptions(client, view);
  return useMutation<MailItem[], Error, LabelChange, { shown: MailItem[] } | undefined>({
    mutationFn: async (change) =>
      (await client.POST('/api/mail/Labels', { body: change })).data ?? [],
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const shown = queryClient.getQueryData<MailItem[]>(queryKey);
      if (!shown) return undefined;
      queryClient.setQueryData<MailItem[]>(queryKey, withLabels(shown, change));
      return { shown };
    },
    onSuccess: (answered) => {
      const byId = new Map(answered.map((item) => [item.mailId, item]));
      queryClient.setQueryData<MailItem[]>(queryKey, (items) =>
        items?.map((item) => {
          const now = byId.get(item.mailId);
          return now ? { ...item, labelIds: now.labelIds } : item;
        }),
      );
    },
    onError: (_error, _change, context) => {
      if (context) queryClient.setQueryData<MailItem[]>(queryKey, context.shown);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.actionRequired() }),
  });
}
