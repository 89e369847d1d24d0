import { create } from 'zustand';
import { useUserStore } from '@/app/stores/useUserStore';

const storageKey = (userId: number) => `notedesk.replyPersona.${userId}`;

const read = (userId: number): number | null => {
  try {
    const value = Number(localStorage.getItem(storageKey(userId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
};

type PersonaChoiceState = {
  /** Chosen persona per user id (loaded from localStorage on first use). */
  byUser: Readonly<Record<number, number | null>>;
  /** The current user's persona for generated replies, or null for none. */
  current: () => number | null;
  choose: (personaId: number | null) => void;
};

/** The reply persona each user generates with, remembered in this browser per user. */
export const usePersonaChoice = create<PersonaChoiceState>()((set, get) => ({
  byUser: {},
  current: () => {
    const userId = useUserStore.getState().user?.id;
    if (userId === undefined) return null;
    const known = get().byUser[userId];
    return known === undefined ? read(userId) : known;
  },
  choose: (personaId) => {
    const userId = useUserStore.getState().user?.id;
    if (userId === undefined) return;
    try {
      if (personaId === null) localStorage.removeItem(storageKey(userId));
      else localStorage.setItem(storageKey(userId), String(personaId));
    } catch {
      // Storage may be unavailable (private mode): the choice still holds for this session.
    }
    set({ byUser: { ...get().byUser, [userId]: personaId } });
  },
}));

/** The current user's chosen persona id, re-rendering when it changes. */
export const useChosenPersonaId = (): number | null =>
  usePersonaChoice((state) => {
    const userId = useUserStore.getState().user?.id;
    if (userId === undefined) return null;
    return state.byUser[userId] ?? state.current();
  });
