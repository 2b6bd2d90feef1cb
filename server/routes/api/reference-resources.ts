import { eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importReportSchema } from '@core/admin-api';
import { EXERCISE_LEVELS } from '@core/records/exercises';
import { ageGroups, countryCodes, exercises, exerciseTypes, inventory, joints, muscles, positions } from '../../db/schema/index';
import { ROLE } from '@core/auth-constants';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-handler';
import { importExercises } from '../../seed/exercise-import';
import { localizedName } from './resource-query';
import { resourceRoutes } from './resources';

const exerciseFilters = z.object({
  type_id: z.uuid().optional(),
  muscle_id: z.uuid().optional(),
  level: z.enum(EXERCISE_LEVELS).optional(),
  /** library: the shared library only; own: the signed-in coach's own. */
  owner: z.enum(['library', 'own']).optional(),
});

/** The reference resources and the exercise library, each at /api/v1/<name>. */
export const referenceResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  // The importer behind `npm run import:exercises`, for the Exercise Management screen's upload.
  app.post(
    '/exercises/import',
    {
      onRequest: requireUser(ROLE.admin),
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags: ['exercises'],
        operationId: 'importExercises',
        security: [{ bearerAuth: [] }],
        summary: 'Import a free-exercise-db library file (admins)',
        description: 'Exercises already imported are skipped, so a file can be imported again.',
        // The importer reads the file itself, so a file it does not understand is refused with the field it tripped on.
        body: z.unknown().describe('A free-exercise-db file: an array of exercises'),
        response: { 200: importReportSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => importExercises(app.database.db, request.body),
  );

  await app.register(
    resourceRoutes({
      entity: 'age-groups',
      defaultSort: 'sort_order',
      sort: {
        sort_order: () => ageGroups.sort_order,
        min_age: () => ageGroups.min_age,
        max_age: () => ageGroups.max_age,
        name: localizedName(ageGroups),
        updated_at: () => ageGroups.updated_at,
      },
    }),
  );
  await app.register(
    resourceRoutes({
      entity: 'country-codes',
      defaultSort: 'name',
      sort: {
        code: () => countryCodes.code,
        dial_code: () => countryCodes.dial_code,
        name: localizedName(countryCodes),
        updated_at: () => countryCodes.updated_at,
      },
    }),
  );
  await app.register(
    resourceRoutes({
      entity: 'exercise-types',
      defaultSort: 'name',
      sort: { name: localizedName(exerciseTypes), updated_at: () => exerciseTypes.updated_at },
    }),
  );
  await app.register(
    resourceRoutes({
      entity: 'inventory',
      defaultSort: 'name',
      sort: { name: localizedName(inventory), load_type: () => inventory.load_type, updated_at: () => inventory.updated_at },
    }),
  );
  await app.register(
    resourceRoutes({ entity: 'joints', defaultSort: 'name', sort: { name: localizedName(joints), updated_at: () => joints.updated_at } }),
  );
  await app.register(
    resourceRoutes({
      entity: 'muscles',
      defaultSort: 'name',
      sort: {
        name: localizedName(muscles),
        region: () => muscles.region,
        group: () => muscles.group,
        updated_at: () => muscles.updated_at,
      },
    }),
  );
  await app.register(
    resourceRoutes({
      entity: 'positions',
      defaultSort: 'name',
      sort: { name: localizedName(positions), updated_at: () => positions.updated_at },
    }),
  );
  await app.register(
    resourceRoutes({
      entity: 'exercises',
      defaultSort: 'name',
      sort: { name: localizedName(exercises), level: () => exercises.level, updated_at: () => exercises.updated_at },
      filters: {
        schema: exerciseFilters,
        conditions: (query) => {
          const { type_id, muscle_id, level, owner } = query as z.infer<typeof exerciseFilters>;
          return [
            type_id ? eq(exercises.type_id, type_id) : undefined,
            muscle_id
              ? or(
                  sql`${exercises.primary_muscle_ids} @> ${JSON.stringify([muscle_id])}::jsonb`,
                  sql`${exercises.secondary_muscle_ids} @> ${JSON.stringify([muscle_id])}::jsonb`,
                )
              : undefined,
            level ? eq(exercises.level, level) : undefined,
            owner === 'library' ? isNull(exercises.owner_id) : owner === 'own' ? sql`${exercises.owner_id} is not null` : undefined,
          ];
        },
      },
    }),
  );
};
