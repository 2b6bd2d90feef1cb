import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_LINK_SECONDS, type ExportFormat, type ExportLink } from '@core/exports/api';
import type { RoleId } from '@core/auth-constants';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { seal, unseal } from '../../lib/crypto';
import type { AuthUser } from '../../plugins/auth';
import { sessionUser } from '../sessions';

/** The seal's purpose: a sealed download is no other token, and no other token is a download. */
const PURPOSE = 'export-download';

const downloadSchema = z.object({
  /** The user and their sign-in: the address dies with the sign-in. */
  sub: z.string(),
  sid: z.string(),
  format: z.enum(EXPORT_FORMATS),
  client_id: z.string().nullable(),
  time_zone: z.string().nullable(),
  /** Seconds since the epoch. */
  exp: z.number(),
});

export interface Download {
  reader: AuthUser;
  clientId: string | undefined;
  timeZone: string | undefined;
}

/**
 * A download address that works without a session for EXPORT_LINK_SECONDS (docs/exports.md, "The
 * download address"): a browser downloads by following a link, which carries no bearer token. Its
 * token is the request sealed with the server's secret (AES-GCM), so it cannot be made or changed
 * elsewhere; it names the sign-in that asked for it, so signing out ends it too.
 */
export function exportLink(
  secret: Uint8Array,
  request: { user: AuthUser; sessionId: string; format: ExportFormat; clientId: string | undefined; timeZone: string | undefined },
  now: Date,
): ExportLink {
  const exp = Math.floor(now.getTime() / 1000) + EXPORT_LINK_SECONDS;
  const token = seal(
    secret,
    PURPOSE,
    JSON.stringify({
      sub: request.user.id,
      sid: request.sessionId,
      format: request.format,
      client_id: request.clientId ?? null,
      time_zone: request.timeZone ?? null,
      exp,
    } satisfies z.infer<typeof downloadSchema>),
  );
  return { url: `/api/v1/exports/${request.format}?token=${token}`, expires_at: new Date(exp * 1000).toISOString() };
}

const expired = () => new ApiError(401, 'link_expired', 'This download link has expired. Start the download again from the app.');

/** The download `token` stands for, if it is one of this server's for `format`, unexpired, and its sign-in is live. */
export async function readExportLink(db: Db, secret: Uint8Array, token: string, format: ExportFormat, now: Date): Promise<Download> {
  const opened = unseal(secret, PURPOSE, token);
  const parsed = opened === undefined ? undefined : downloadSchema.safeParse(JSON.parse(opened));
  if (!parsed?.success || parsed.data.format !== format) throw new ApiError(401, 'link_invalid', 'This download link is not valid.');
  const download = parsed.data;
  if (download.exp * 1000 <= now.getTime()) throw expired();
  const user = await sessionUser(db, { sub: download.sub, sid: download.sid });
  if (!user || user.status !== 'active' || !user.sessionLive) throw expired();
  return {
    reader: { id: user.id, roleId: user.roleId as RoleId, email: user.email },
    clientId: download.client_id ?? undefined,
    timeZone: download.time_zone ?? undefined,
  };
}
