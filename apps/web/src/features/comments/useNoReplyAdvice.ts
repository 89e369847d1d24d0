import { create } from 'zustand';

type NoReplyAdviceState = {
  /** Comments whose generated reply came back as "better not to reply" (provocation). */
  commentIds: ReadonlySet<number>;
  mark: (commentId: number, advised: boolean) => void;
};

/** Shared by the list and the detail page, for this browser session. */
export const useNoReplyAdvice = create<NoReplyAdviceState>()((set, get) => ({
  commentIds: new Set(),
  mark: (commentId, advised) => {
    const next = new Set(get().commentIds);
    if (advised) next.add(commentId);
    else next.delete(commentId);
    set({ commentIds: next });
  },
}));
