import type { ReplyDraftRepository } from './repository';

/**
 * The names `isOwnAccountComment` takes as the tenant's own: its platform accounts' nicknames and its own brands'
 * names. One reader for the draft service and the import, so both count the same comments as the brand's own.
 */
export const ownAccountNames = async (
  rows: Pick<ReplyDraftRepository, 'ownAccountNicknames' | 'ownBrandNames'>,
  tenantId: number,
): Promise<string[]> => [
  ...(await rows.ownAccountNicknames(tenantId)),
  ...(await rows.ownBrandNames(tenantId)),
];
