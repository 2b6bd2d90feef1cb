import { eq, sql, type SQL } from 'drizzle-orm';
import { clients } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/api-error';
import type { AuthUser } from '../../plugins/auth';
import { clientAccess, linkedClientIds } from '../../sync/access';
import { MutationRejected } from '../../sync/rejections';

/**
 * Whose data an export holds (docs/exports.md): the signed-in person's own (what they can read,
 * their training as a client), or one client's, for that client's coach or the client themselves.
 */
export interface ExportSubject {
  reader: AuthUser;
  /** The one client record exported; null for the reader's own export. */
  clientId: string | null;
  /** The client records whose training is in it, as a condition on a `client_id` column. */
  ofClients: (column: SQL | { getSQL(): SQL }) => SQL;
}

export async function exportSubject(db: Db, reader: AuthUser, clientId: string | undefined): Promise<ExportSubject> {
  if (clientId === undefined) {
    return { reader, clientId: null, ofClients: (column) => sql`${column} in ${linkedClientIds(reader.id)}` };
  }
  try {
    await clientAccess(db, reader, clientId);
  } catch (error) {
    // Another coach's client is answered as no client at all: its existence is not told.
    if (error instanceof MutationRejected) throw notFound('There is no such client');
    throw error;
  }
  return { reader, clientId, ofClients: (column) => sql`${column} = ${clientId}` };
}

/** The client record's name, for the file name of its export. */
export async function clientName(db: Db, clientId: string): Promise<string> {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row?.name ?? 'client';
}
