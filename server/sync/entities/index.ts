import type { EntityName } from '@core/records/index';
import { bodyMetricsEntity, customMetricsEntity } from './body-metrics';
import { calendarEntriesEntity, clientsEntity, planAssignmentsEntity, workoutPlansEntity, workoutsEntity } from './coaching';
import { checkInAnswersEntity, checkInAssignmentsEntity, checkInFormsEntity } from './check-ins';
import { commentsEntity } from './comments';
import { conversationMessagesEntity, conversationReadsEntity, conversationsEntity } from './conversations';
import { exercisesEntity } from './exercises';
import { gymProfilesEntity } from './gym-profiles';
import { progressPhotosEntity } from './progress-photos';
import { referenceEntities } from './reference';
import { notificationsEntity, setLogsEntity, workoutSessionsEntity } from './training';
import type { EntityDef } from '../types';

const all: EntityDef[] = [
  ...referenceEntities,
  exercisesEntity,
  clientsEntity,
  gymProfilesEntity,
  workoutsEntity,
  workoutPlansEntity,
  planAssignmentsEntity,
  calendarEntriesEntity,
  workoutSessionsEntity,
  setLogsEntity,
  commentsEntity,
  notificationsEntity,
  customMetricsEntity,
  bodyMetricsEntity,
  progressPhotosEntity,
  checkInFormsEntity,
  checkInAssignmentsEntity,
  checkInAnswersEntity,
  conversationsEntity,
  conversationMessagesEntity,
  conversationReadsEntity,
];

export const ENTITIES = Object.fromEntries(all.map((def) => [def.name, def])) as Record<EntityName, EntityDef>;
