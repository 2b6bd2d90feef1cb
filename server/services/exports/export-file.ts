import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { TIME_ZONE, today } from '@core/dates';
import type { ExportFormat } from '@core/exports/api';
import { HEVY_CSV, STRONG_CSV, type CsvLayout, type ExportedWorkout } from '@core/exports/training-csv';
import { isTimeZone } from '@core/imports/zone';
import { workoutSessions } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { badRequest } from '../../lib/api-error';
import type { AuthUser } from '../../plugins/auth';
import { writeArchive } from './archive';
import { clientName, exportSubject, type ExportSubject } from './export-subject';
import { exportedWorkouts } from './training-history';
import { ZipAbandoned, ZipWriter } from './zip-writer';

export interface ExportFile {
  contentType: string;
  fileName: string;
  body: Readable;
}

/** Lines are sent in pieces of about this many characters. */
const PIECE_CHARACTERS = 64 * 1024;

async function* pieces(lines: AsyncIterable<string>): AsyncGenerator<string> {
  let piece = '';
  for await (const line of lines) {
    piece += `${line}\n`;
    if (piece.length >= PIECE_CHARACTERS) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/** The history in `layout`, read as it is written. */
async function* csvLines(layout: CsvLayout, workouts: AsyncIterable<ExportedWorkout>, timeZone: string): AsyncGenerator<string> {
  yield layout.header;
  let number = 0;
  for await (const workout of workouts) {
    number += 1;
    yield* layout.lines(workout, number, timeZone);
  }
}

/** A file name with no characters a file system or a header would stumble on. */
const fileSafe = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 40) || 'client';

/** What is exported, checked: the zone is one, and the reader may export the client. */
export interface CheckedExport {
  subject: ExportSubject;
  timeZone: string;
}

export async function checkExport(
  db: Db,
  request: { reader: AuthUser; clientId: string | undefined; timeZone: string | undefined },
): Promise<CheckedExport> {
  const timeZone = request.timeZone ?? TIME_ZONE;
  if (!isTimeZone(timeZone)) throw badRequest('That is not a time zone', { time_zone: 'is not an IANA time zone such as Europe/Riga' });
  return { subject: await exportSubject(db, request.reader, request.clientId), timeZone };
}

/**
 * An export of `format` (docs/exports.md): the reader's own data, or a client's. The body is made
 * as it is sent: nothing of it is held beyond a page of records.
 */
export async function exportFile(
  db: Db,
  log: FastifyBaseLogger,
  { subject, timeZone }: CheckedExport,
  format: ExportFormat,
  now: Date,
): Promise<ExportFile> {
  const who = subject.clientId === null ? 'treneris' : `treneris-${fileSafe(await clientName(db, subject.clientId))}`;
  const day = today(now);
  if (format === 'archive') {
    const zip = new ZipWriter();
    writeArchive(db, subject, zip, now)
      .then(() => zip.end())
      .catch((error: unknown) => {
        if (error instanceof ZipAbandoned) return;
        log.error({ err: error }, 'export archive failed');
        zip.output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    return { contentType: 'application/zip', fileName: `${who}-archive-${day}.zip`, body: zip.output };
  }
  const layout = format === 'strong-csv' ? STRONG_CSV : HEVY_CSV;
  const workouts = exportedWorkouts(db, subject.ofClients(workoutSessions.client_id));
  return {
    contentType: 'text/csv; charset=utf-8',
    fileName: `${who}-${format === 'strong-csv' ? 'strong' : 'hevy'}-${day}.csv`,
    body: Readable.from(pieces(csvLines(layout, workouts, timeZone))),
  };
}
