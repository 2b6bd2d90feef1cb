import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { ARCHIVE_VERSION } from '@core/exports/api';
import { archiveJsonSchema } from '@core/exports/archive-schema';
import { ENTITY_NAMES, type EntityName } from '@core/records/index';
import { conversationMessages, messagePhotoFiles, photoFiles, progressPhotos } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { rowToRecord, type SyncTable } from '../../sync/rows';
import { ENTITIES } from '../../sync/entities/index';
import { readProfile } from '../users';
import { ARCHIVE_SCOPES } from './archive-scope';
import type { ExportSubject } from './export-subject';
import { ARCHIVE_README } from './archive-readme';
import type { ZipWriter } from './zip-writer';

/** Records read per query: a page is held at once, whatever the history's length. */
const RECORD_PAGE = 1000;
/** Pictures read per query: a few hundred KB each. */
const PHOTO_PAGE = 20;

interface ArchivedFile {
  path: string;
  entity?: EntityName;
  records?: number;
}

/** The conditions on `table` of what the archive holds of `entity`; undefined when nothing. */
function archivedWhere(subject: ExportSubject, entity: EntityName): SQL | undefined {
  const scope = ARCHIVE_SCOPES[entity](subject);
  const def = ENTITIES[entity];
  const readable = def.readable(subject.reader);
  if (scope === null || readable === undefined) return undefined;
  return and(readable, scope, eq(def.table.deleted, false));
}

/** The rows of `table` that `where` admits, in pages by id, as records. */
async function* recordsOf(db: Db, table: SyncTable, where: SQL): AsyncGenerator<Record<string, unknown>> {
  let after: string | undefined;
  for (;;) {
    const page = await db
      .select()
      .from(table)
      .where(after === undefined ? where : and(where, gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(RECORD_PAGE);
    for (const row of page) yield rowToRecord(table, row);
    const last = page.at(-1);
    if (!last || page.length < RECORD_PAGE) return;
    after = String(last.id);
  }
}

/** A JSON array written an element at a time; `counted` learns how many there were. */
async function* jsonArray(items: AsyncIterable<unknown>, counted: (count: number) => void): AsyncGenerator<string> {
  let count = 0;
  yield '[';
  for await (const item of items) {
    yield `${count === 0 ? '\n' : ',\n'}${JSON.stringify(item)}`;
    count += 1;
  }
  yield count === 0 ? ']\n' : '\n]\n';
  counted(count);
}

/**
 * The archive of `subject` (docs/exports.md): a readme, a manifest, the JSON Schema of every
 * file, the person's profile (their own archive), one JSON array per entity, and the pictures of
 * their progress photos and of messages with a photo.
 */
export async function writeArchive(db: Db, subject: ExportSubject, zip: ZipWriter, now: Date): Promise<void> {
  const files: ArchivedFile[] = [];
  await zip.text('README.txt', [ARCHIVE_README]);
  files.push({ path: 'README.txt' });
  if (subject.clientId === null) {
    const profile = await readProfile(db, subject.reader.id);
    await zip.text('profile.json', [`${JSON.stringify(profile, null, 2)}\n`]);
    files.push({ path: 'profile.json' });
  }
  for (const entity of ENTITY_NAMES) {
    const where = archivedWhere(subject, entity);
    if (!where) continue;
    const path = `data/${entity}.json`;
    let records = 0;
    await zip.text(
      path,
      jsonArray(recordsOf(db, ENTITIES[entity].table, where), (count) => (records = count)),
    );
    files.push({ path, entity, records });
  }
  const photos = await writeProgressPictures(db, subject, zip);
  const messagePhotos = await writeMessagePictures(db, subject, zip);
  await zip.text('schema.json', [`${JSON.stringify(archiveJsonSchema(), null, 2)}\n`]);
  files.push({ path: 'schema.json' });
  const manifest = {
    format: 'treneris-archive',
    version: ARCHIVE_VERSION,
    exported_at: now.toISOString(),
    exported_by: { id: subject.reader.id, email: subject.reader.email },
    client_id: subject.clientId,
    files: [...files, { path: 'manifest.json' }],
    pictures: { progress_photos: photos, message_photos: messagePhotos },
  };
  await zip.text('manifest.json', [`${JSON.stringify(manifest, null, 2)}\n`]);
}

/** The pictures of the archive's progress photos, as photos/progress/<photo id>.jpg. */
async function writeProgressPictures(db: Db, subject: ExportSubject, zip: ZipWriter): Promise<number> {
  const where = archivedWhere(subject, 'progress-photos');
  if (!where) return 0;
  let written = 0;
  for await (const ids of idPages(db, progressPhotos, where)) {
    const pictures = await db.select().from(photoFiles).where(inArray(photoFiles.photo_id, ids)).orderBy(asc(photoFiles.photo_id));
    for (const picture of pictures) {
      await zip.bytes(`photos/progress/${picture.photo_id}.jpg`, picture.bytes);
      written += 1;
    }
  }
  return written;
}

/** The pictures of the archive's messages with a photo, as photos/messages/<message id>.jpg. */
async function writeMessagePictures(db: Db, subject: ExportSubject, zip: ZipWriter): Promise<number> {
  const where = archivedWhere(subject, 'conversation-messages');
  if (!where) return 0;
  let written = 0;
  const withPicture = and(where, sql`${conversationMessages.id} in (select ${messagePhotoFiles.message_id} from ${messagePhotoFiles})`);
  for await (const ids of idPages(db, conversationMessages, withPicture ?? where)) {
    const pictures = await db
      .select({ message_id: messagePhotoFiles.message_id, bytes: messagePhotoFiles.bytes })
      .from(messagePhotoFiles)
      .where(inArray(messagePhotoFiles.message_id, ids))
      .orderBy(asc(messagePhotoFiles.message_id));
    for (const picture of pictures) {
      await zip.bytes(`photos/messages/${picture.message_id}.jpg`, picture.bytes);
      written += 1;
    }
  }
  return written;
}

async function* idPages(db: Db, table: SyncTable, where: SQL): AsyncGenerator<string[]> {
  let after: string | undefined;
  for (;;) {
    const page = await db
      .select({ id: table.id })
      .from(table)
      .where(after === undefined ? where : and(where, gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(PHOTO_PAGE);
    if (page.length === 0) return;
    yield page.map((row) => String(row.id));
    if (page.length < PHOTO_PAGE) return;
    after = String(page.at(-1)?.id);
  }
}
