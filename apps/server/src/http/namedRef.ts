/** `{ id, name }` of a joined row, or null when the row has none (left join found nothing). */
export const namedRef = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;
