/** Keywords typed as one cell: separated by commas (either width), 、, semicolons, | or spaces; no repeats. */
export const splitKeywords = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,，、;；|\s]+/)
      .map((keyword) => keyword.trim())
      .filter((keyword) => keyword !== ''),
  ),
];
