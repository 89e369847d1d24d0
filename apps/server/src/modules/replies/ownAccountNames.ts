import type { ReplyDraftRepository } from './repository';

/**
 * The names `isOwnAccountComment` takes as the tenant's own: its platform accounts' nicknames and its own brands'
 * names. One reader for the draft service and the import, so both count the same comments as the brand's own.
 * The caller passes the brand names it has already read (the draft service needs them for the draft's subject).
 */
export const ownAccountNames = async (
  rows: Pick<ReplyDraftRepository, 'ownAccountNicknames'>,
  tenantId: number,
  ownBrandNames: readonly string[],
): Promise<string[]> => [...(await rows.ownAccountNicknames(tenantId)), ...ownBrandNames];
