import { z } from 'zod';
import { LOCALE_VALUES } from './auth-constants';
import { emailSchema, roleIdSchema } from './auth';
import { CLIENT_STATUSES } from './records/clients';
import { ENTITY_FIELDS, syncMetaSchema, type RecordOf, type ReferenceEntity } from './records/index';

/**
 * The admin area's online API: the shapes the server answers and the admin screens read.
 * Reference resources travel as the synced records of `records/` (resourceRecordSchema below is
 * how the API answers them); these are the rest.
 */

/** Every list endpoint answers one page and how many match in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export function listPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative().describe('How many match in all, across pages') });
}

/** An instant as the server writes it (`Date.toISOString()`). */
const instantSchema = z.iso.datetime();

export const USER_STATUSES = ['active', 'disabled', 'invited'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const LAST_ACTIVE_FILTERS = ['week', 'month', 'inactive'] as const;
export const USER_SORTS = ['email', 'name', 'created_at', 'last_active_at'] as const;

export const adminUserListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  role: z.coerce.number().pipe(roleIdSchema).optional(),
  status: z.enum(USER_STATUSES).optional(),
  /** week / month: active within 7 / 30 days; inactive: not for 30 days, or never. */
  lastActive: z.enum(LAST_ACTIVE_FILTERS).optional(),
  sort: z.enum([...USER_SORTS, ...USER_SORTS.map((field) => `-${field}` as const)]).default('email'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export interface AdminUserListQuery {
  q?: string;
  role?: 1 | 2 | 3;
  status?: UserStatus;
  lastActive?: (typeof LAST_ACTIVE_FILTERS)[number];
  sort?: z.infer<typeof adminUserListQuerySchema>['sort'];
  page?: number;
  pageSize?: number;
}

export const inviteUserSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'is required').max(120, 'is too long'),
  role_id: roleIdSchema,
  preferred_language: z.enum(LOCALE_VALUES).optional(),
});
export type InviteUser = z.input<typeof inviteUserSchema>;

export const updateUserSchema = z.object({ role_id: roleIdSchema.optional(), status: z.enum(['active', 'disabled']).optional() });
export type UpdateUser = z.infer<typeof updateUserSchema>;

export const adminUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role_id: roleIdSchema,
    status: z.enum(USER_STATUSES),
    preferred_language: z.enum(LOCALE_VALUES).nullable(),
    created_at: instantSchema,
    last_login_at: instantSchema.nullable(),
    last_active_at: instantSchema.nullable(),
    /** When the account is erased, if its deletion was asked for (docs/account-deletion.md). */
    deletion_due_at: instantSchema.nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Who a message reaches. */
export const audienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('role'), role_id: roleIdSchema }),
  z.object({ kind: z.literal('age-group'), age_group_id: z.uuid() }),
  z.object({ kind: z.literal('users'), user_ids: z.array(z.uuid()).min(1, 'choose at least one person').max(5000) }),
]);
export type Audience = z.infer<typeof audienceSchema>;

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 20_000;

export const messageRequestSchema = z.object({
  subject: z.string().trim().min(1, 'is required').max(MESSAGE_SUBJECT_MAX, 'is too long'),
  body: z.string().trim().min(1, 'is required').max(MESSAGE_BODY_MAX, 'is too long'),
  audience: audienceSchema,
  channels: z.object({ app: z.boolean(), email: z.boolean() }).refine((c) => c.app || c.email, { message: 'choose at least one channel' }),
});
export type MessageRequest = z.infer<typeof messageRequestSchema>;

export const audiencePreviewSchema = z.object({
  recipients: z.number().int().nonnegative(),
  sample: z.array(z.object({ email: z.string(), name: z.string() })).describe('The first few, to check the audience is the intended one'),
});
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

const countSchema = z.number().int().nonnegative();

export const sentMessageSchema = z
  .object({
    id: z.uuid(),
    subject: z.string(),
    body: z.string(),
    audience: audienceSchema,
    channels: z.object({ app: z.boolean(), email: z.boolean() }),
    sent_at: instantSchema,
    recipients: countSchema,
    app_delivered: countSchema,
    email_sent: countSchema,
    email_failed: countSchema,
    read: countSchema,
  })
  .meta({ id: 'SentMessage' });
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const messageHistorySchema = z.object({ items: z.array(sentMessageSchema) });

export const weekPointSchema = z.object({
  week: z.iso.date().describe('The Monday the week starts on (Riga)'),
  sessions: countSchema,
  volume_kg: z.number(),
});
export type WeekPoint = z.infer<typeof weekPointSchema>;

/** One user's activity at a glance (/admin/users/{id}/dashboard). */
export const dashboardSchema = z
  .object({
    user: adminUserSchema.omit({ preferred_language: true }),
    devices: z.array(
      z.object({
        client_id: z.string(),
        user_agent: z.string().nullable(),
        created_at: z.string(),
        last_push_at: z.string().nullable(),
        last_pull_at: z.string().nullable(),
      }),
    ),
    coach: z
      .object({
        clients: z.object({ total: countSchema, active: countSchema }),
        client_list: z.array(z.object({ id: z.string(), name: z.string(), status: z.enum(CLIENT_STATUSES) })),
        upcoming_planned: countSchema,
        planned_per_week: z.array(z.object({ week: z.string(), entries: countSchema })),
      })
      .nullable()
      .describe('Present for coaches'),
    client: z
      .object({
        weeks: z.array(weekPointSchema),
        total_volume_kg: z.number(),
        total_sessions: countSchema,
        compliance: z.object({
          past_entries: countSchema,
          completed: countSchema,
          partial: countSchema,
          skipped: countSchema,
          missed: countSchema,
          rate: z.number().nullable(),
        }),
        recent_sessions: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            started_at: z.string(),
            finished_at: z.string().nullable(),
            sets: countSchema,
            volume_kg: z.number(),
            rating: z.number().nullable(),
          }),
        ),
      })
      .nullable()
      .describe('Present for clients'),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

/** What an exercise library import did. */
export const importReportSchema = z
  .object({
    total: countSchema,
    created: countSchema,
    skipped: countSchema.describe('Already imported (or deleted by an admin): left as they are'),
    unmapped: z
      .record(z.string(), countSchema)
      .describe('Source values with no counterpart in our reference data, and how often each occurred'),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;

/** The resources the admin screens edit online, each at /api/v1/<entity>. */
export type ResourceEntity = ReferenceEntity | 'exercises';

const recordSchemas = new Map<ResourceEntity, z.ZodType>();

type JsonSchema = z.core.JSONSchema.JSONSchema;
type JsonSchemaNode = z.core.JSONSchema._JSONSchema;

/** zod writes a uuid as its format and a pattern; read back, the pattern would be checked twice. */
function withoutUuidPatterns(schema: JsonSchema): JsonSchema {
  const node = (child: JsonSchemaNode): JsonSchemaNode => (typeof child === 'boolean' ? child : withoutUuidPatterns(child));
  const copy: JsonSchema = { ...schema };
  if (copy.format === 'uuid') delete copy.pattern;
  if (copy.properties) copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([key, value]) => [key, node(value)]));
  if (copy.items && !Array.isArray(copy.items)) copy.items = node(copy.items);
  if (copy.anyOf) copy.anyOf = copy.anyOf.map(withoutUuidPatterns);
  return copy;
}

/** 'age-groups' -> 'AgeGroupsRecord', the record's name in the API reference. */
const recordSchemaId = (entity: ResourceEntity) =>
  `${entity.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase())}Record`;

/**
 * A stored record as the API answers it: the entity's fields (core/records) and its sync metadata.
 * The records' own schemas normalize input with transforms, which the response serializer cannot
 * run backwards, so this is the same shape rebuilt from their JSON Schema: it checks every field
 * and its type, and changes nothing. Built on first use, as few screens need it.
 */
export function resourceRecordSchema<E extends ResourceEntity>(entity: E): z.ZodType<RecordOf<E>> {
  let schema = recordSchemas.get(entity);
  if (!schema) {
    const fields = z.toJSONSchema(ENTITY_FIELDS[entity], { io: 'input', unrepresentable: 'any' });
    const meta = z.toJSONSchema(syncMetaSchema);
    schema = z
      .fromJSONSchema(
        withoutUuidPatterns({
          ...fields,
          properties: { ...fields.properties, ...meta.properties },
          required: [...(fields.required ?? []), ...(meta.required ?? [])],
        }),
      )
      .meta({ id: recordSchemaId(entity) });
    recordSchemas.set(entity, schema);
  }
  // The JSON Schema round trip keeps the shape but not the static type, which is RecordOf<E>.
  return schema as z.ZodType<RecordOf<E>>;
}
