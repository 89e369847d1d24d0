/** A password the rules accept (upper, lower, digit, ≥ 6), derived from the username so a test can log in again. */
export const passwordFor = (username: string): string => `Pw${username.replace(/[^A-Za-z0-9]/g, '')}9`;
