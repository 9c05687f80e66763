import type { PortalQueries } from '@portal/api-client/query';

export const mailQueryOptions = (queries: PortalQueries, folder: number) =>
  queries.queryOptions('get', '/api/Mail', { params: { query: { folder } } });
