import { useTabBarStore } from '@/app/stores/useTabBarStore';

/**
 * Where "Back to the list" goes: the list's open tab as the user left it (filters, sort and page in its
 * address), or the list's plain address when no tab of it is open (a shared link to the note).
 */
export const useBackToListPath = (listPath: string | undefined): string | undefined =>
  useTabBarStore((state) =>
    listPath === undefined
      ? undefined
      : (state.tagList.find((tag) => tag.fullPath.split('?')[0] === listPath)?.fullPath ?? listPath),
  );
