/** Epoch milliseconds (storage) → ISO 8601 UTC (wire). */
export const toIso = (epochMs: number): string => new Date(epochMs).toISOString();

export const toIsoOrNull = (epochMs: number | null | undefined): string | null =>
  epochMs === null || epochMs === undefined ? null : toIso(epochMs);
