import { PATHS, type TGeneratedReply, ZGeneratedReply } from '@notedesk/contract';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { newTenant } from '../../../testing/factories/newTenant';
import { newTrackingSetup } from '../../../testing/factories/newTrackingSetup';
import { newUser } from '../../../testing/factories/newUser';
import { type EmptyTestApp, expectOk } from '../../../testing/testApp';

/**
 * A tenant with one product and two notes about it, a blogger's and the brand's own, and a worker signed in: what the
 * blogger tests draft under (judgements of the blogger, questions about her routine).
 */
export const bloggerNotes = async (
  t: EmptyTestApp,
  names: { tenant: string; slug: string; bloggerTitle: string; ownTitle: string },
) => {
  const tenant = await newTenant(t, { name: names.tenant });
  const setup = await newTrackingSetup(t, tenant.id, names.slug);
  const filed = {
    tenant_id: tenant.id,
    brand_id: setup.brandIds[0] ?? null,
    product_line_id: setup.productLineIds[0] ?? null,
    product_id: setup.products.both,
  };
  return {
    tenantId: tenant.id,
    bloggerNote: await newNote(t, { ...filed, source: 'brand', title: names.bloggerTitle }),
    ownNote: await newNote(t, { ...filed, source: 'own', title: names.ownTitle }),
    worker: await t.loginAs(await newUser(t, { tenantId: tenant.id, role: 'worker' })),
  };
};

/** A comment with these labels under `noteId`, and the draft `worker` asks for (through the HTTP API). */
export const draftUnder = async (
  t: EmptyTestApp,
  worker: string,
  noteId: number,
  comment: { content: string; cls_type: number; neg_type?: string; user_nickname?: string },
): Promise<{ commentId: number; draft: TGeneratedReply }> => {
  const commentId = await newComment(t, { note_id: noteId, ...comment });
  const draft = ZGeneratedReply.parse(
    expectOk(await t.api(worker).post(PATHS.comments.genReply, { comment_id: commentId })),
  );
  return { commentId, draft };
};
