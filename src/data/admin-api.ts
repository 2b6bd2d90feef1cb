import type { AdminUser, AdminUserListQuery, AudiencePreview, Audience, Dashboard, ImportReport, InviteUser, ListPage, MessageRequest, SentMessage, UpdateUser } from '@sync/admin';
import type { RecordOf } from '@sync/records/index';
import { api } from './api';

/**
 * The admin area's calls (issue 6). Admins work online: these read and write the server directly,
 * while the same records reach every device through sync.
 */

/** The reference resources and the exercise library, each at /api/v1/<entity>. */
export type ResourceEntity = 'age-groups' | 'country-codes' | 'exercise-types' | 'exercises' | 'inventory' | 'joints' | 'muscles' | 'positions';

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
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''));
}

export function listResource<E extends ResourceEntity>(entity: E, query: ResourceQuery, signal?: AbortSignal): Promise<ListPage<RecordOf<E>>> {
  const { filters, ...rest } = query;
  return api()
    .http.get(entity, { searchParams: params({ ...rest, ...filters }), signal })
    .json<ListPage<RecordOf<E>>>();
}

export function createResource<E extends ResourceEntity>(entity: E, record: Record<string, unknown>): Promise<RecordOf<E>> {
  return api().http.post(entity, { json: record }).json<RecordOf<E>>();
}

/** Only the fields that changed: an edit elsewhere of another field survives (sync/SPEC.md R2). */
export function patchResource<E extends ResourceEntity>(entity: E, id: string, changes: Record<string, unknown>): Promise<RecordOf<E>> {
  return api().http.patch(`${entity}/${id}`, { json: changes }).json<RecordOf<E>>();
}

export async function deleteResource(entity: ResourceEntity, id: string): Promise<void> {
  await api().http.delete(`${entity}/${id}`);
}

/** A free-exercise-db style file, already parsed, into the library. */
export function importExerciseLibrary(exercises: unknown): Promise<ImportReport> {
  // An import of 873 exercises takes a while on a small server.
  return api().http.post('exercises/import', { json: exercises, timeout: 120_000 }).json<ImportReport>();
}

export function listUsers(query: AdminUserListQuery, signal?: AbortSignal): Promise<ListPage<AdminUser>> {
  return api()
    .http.get('admin/users', { searchParams: params({ ...query }), signal })
    .json<ListPage<AdminUser>>();
}

export function inviteUser(invitation: InviteUser): Promise<AdminUser> {
  return api().http.post('admin/users', { json: invitation }).json<AdminUser>();
}

export function updateUser(id: string, update: UpdateUser): Promise<AdminUser> {
  return api().http.patch(`admin/users/${id}`, { json: update }).json<AdminUser>();
}

export async function sendPasswordReset(id: string): Promise<void> {
  await api().http.post(`admin/users/${id}/password-reset`);
}

export function fetchDashboard(id: string, signal?: AbortSignal): Promise<Dashboard> {
  return api().http.get(`admin/users/${id}/dashboard`, { signal }).json<Dashboard>();
}

export function previewAudience(audience: Audience): Promise<AudiencePreview> {
  return api().http.post('admin/messages/preview', { json: { audience } }).json<AudiencePreview>();
}

export function sendMessage(message: MessageRequest): Promise<SentMessage> {
  return api().http.post('admin/messages', { json: message, timeout: 120_000 }).json<SentMessage>();
}

export function listMessages(page: number, pageSize: number, signal?: AbortSignal): Promise<{ items: SentMessage[] }> {
  return api()
    .http.get('admin/messages', { searchParams: { page, pageSize }, signal })
    .json<{ items: SentMessage[] }>();
}
