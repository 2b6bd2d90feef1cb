import {
  adminUserSchema,
  audiencePreviewSchema,
  dashboardSchema,
  importReportSchema,
  listPageSchema,
  messageHistorySchema,
  resourceRecordSchema,
  sentMessageSchema,
  type AdminUser,
  type AdminUserListQuery,
  type Audience,
  type AudiencePreview,
  type Dashboard,
  type ImportReport,
  type InviteUser,
  type ListPage,
  type MessageRequest,
  type ResourceEntity,
  type SentMessage,
  type UpdateUser,
} from '@core/admin-api';
import type { RecordOf } from '@core/records/index';
import { api, parseJson } from './api';

export type { ResourceEntity } from '@core/admin-api';

/**
 * The admin area's calls. Admins work online: these read and write the server directly, while the
 * same records reach every device through sync. Every answer is checked against the schema the
 * server declares for it (core/admin-api.ts).
 */

export interface ResourceQuery {
  q?: string;
  /** A sortable field, `-field` for descending. */
  sort?: string;
  page?: number;
  pageSize?: number;
  /** The language names sort in. */
  locale?: string;
  /** Resource-specific filters, e.g. an exercise's type_id. */
  filters?: Record<string, string | undefined>;
}

type Params = Record<string, string | number>;

/** Drops what is not set, so the server applies its defaults. */
function params(values: Record<string, string | number | undefined>): Params {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''),
  );
}

export function listResource<E extends ResourceEntity>(
  entity: E,
  query: ResourceQuery,
  signal?: AbortSignal,
): Promise<ListPage<RecordOf<E>>> {
  const { filters, ...rest } = query;
  return parseJson(
    api().http.get(entity, { searchParams: params({ ...rest, ...filters }), signal }),
    listPageSchema(resourceRecordSchema(entity)),
  );
}

export function createResource<E extends ResourceEntity>(entity: E, record: Record<string, unknown>): Promise<RecordOf<E>> {
  return parseJson(api().http.post(entity, { json: record }), resourceRecordSchema(entity));
}

/** Only the fields that changed: an edit elsewhere of another field survives (sync/SPEC.md R2). */
export function patchResource<E extends ResourceEntity>(entity: E, id: string, changes: Record<string, unknown>): Promise<RecordOf<E>> {
  return parseJson(api().http.patch(`${entity}/${id}`, { json: changes }), resourceRecordSchema(entity));
}

export async function deleteResource(entity: ResourceEntity, id: string): Promise<void> {
  await api().http.delete(`${entity}/${id}`);
}

/** A free-exercise-db style file, already parsed, into the library. */
export function importExerciseLibrary(exercises: unknown): Promise<ImportReport> {
  // An import of 873 exercises takes a while on a small server.
  return parseJson(api().http.post('exercises/import', { json: exercises, timeout: 120_000 }), importReportSchema);
}

export function listUsers(query: AdminUserListQuery, signal?: AbortSignal): Promise<ListPage<AdminUser>> {
  return parseJson(api().http.get('admin/users', { searchParams: params({ ...query }), signal }), listPageSchema(adminUserSchema));
}

export function inviteUser(invitation: InviteUser): Promise<AdminUser> {
  return parseJson(api().http.post('admin/users', { json: invitation }), adminUserSchema);
}

export function updateUser(id: string, update: UpdateUser): Promise<AdminUser> {
  return parseJson(api().http.patch(`admin/users/${id}`, { json: update }), adminUserSchema);
}

export async function sendPasswordReset(id: string): Promise<void> {
  await api().http.post(`admin/users/${id}/password-reset`);
}

/** Schedules the erasure of the account (docs/account-deletion.md); answers when it happens. */
export async function deleteUser(id: string): Promise<string> {
  const scheduled = await parseJson(
    api().http.delete(`admin/users/${id}`),
    import('@core/account-deletion').then((s) => s.deletionScheduledSchema),
  );
  return scheduled.deletion_due_at;
}

export function fetchDashboard(id: string, signal?: AbortSignal): Promise<Dashboard> {
  return parseJson(api().http.get(`admin/users/${id}/dashboard`, { signal }), dashboardSchema);
}

export function previewAudience(audience: Audience): Promise<AudiencePreview> {
  return parseJson(api().http.post('admin/messages/preview', { json: { audience } }), audiencePreviewSchema);
}

export function sendMessage(message: MessageRequest): Promise<SentMessage> {
  return parseJson(api().http.post('admin/messages', { json: message, timeout: 120_000 }), sentMessageSchema);
}

export function listMessages(page: number, pageSize: number, signal?: AbortSignal): Promise<{ items: SentMessage[] }> {
  return parseJson(api().http.get('admin/messages', { searchParams: { page, pageSize }, signal }), messageHistorySchema);
}
