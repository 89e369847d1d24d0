/** A JSON-text list column (image_list, tag_list, pictures) as strings; anything else reads as empty. */
export const parseJsonList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};
