/** The IndexedDB database of one user's local copy. Its own module: the first page names it without loading Dexie. */
export const databaseName = (userId: string) => `treneris-user-${userId}`;
