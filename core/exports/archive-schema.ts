import { z } from 'zod';
import { profileSchema } from '../auth';
import { syncMetaSchema } from '../records/common';
import { ENTITY_FIELDS, ENTITY_NAMES, type EntityName } from '../records/index';
import { ARCHIVE_VERSION } from './api';

/** A record of `entity` as an archive holds it: as it is synced, its id and version with its fields. */
export function archiveRecordSchema(entity: EntityName) {
  return ENTITY_FIELDS[entity].safeExtend({ id: z.string(), ...syncMetaSchema.shape });
}

/**
 * The JSON Schema (2020-12) of an archive's files (docs/exports.md), made from the schemas the
 * API validates with, so it cannot drift from what is written: `data/<entity>.json` is an array
 * of `$defs[<entity>]`, `profile.json` is `$defs.profile`.
 */
export function archiveJsonSchema(): Record<string, unknown> {
  const jsonSchema = (schema: z.ZodType) => {
    const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
    return rest;
  };
  const defs: Record<string, unknown> = { profile: jsonSchema(profileSchema) };
  for (const entity of ENTITY_NAMES) defs[entity] = jsonSchema(archiveRecordSchema(entity));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `urn:treneris:archive:${ARCHIVE_VERSION}`,
    title: `Treneris archive, version ${ARCHIVE_VERSION}`,
    $defs: defs,
  };
}
