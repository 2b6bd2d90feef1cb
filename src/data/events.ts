/**
 * Window events other parts of the app react to, named here so that listening to one does not pull
 * in the code that fires it (IndexedDB, the HTTP client) before it is needed.
 */

/** Another tab opened a newer schema of the local database; this tab closed its connection. */
export const DATABASE_UPGRADED_EVENT = 'treneris:database-upgraded';
