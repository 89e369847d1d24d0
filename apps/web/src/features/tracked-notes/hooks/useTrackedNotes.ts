import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchTrackedNotes, TRACKED_NOTES_KEY, type TrackedNoteFilters } from '../api';

/** One page of the tenant's notes for `filters` (the previous page stays up while the next loads). */
export const useTrackedNotes = (filters: TrackedNoteFilters) =>
  useQuery({
    queryKey: [...TRACKED_NOTES_KEY, filters],
    queryFn: () => fetchTrackedNotes(filters),
    placeholderData: keepPreviousData,
  });
