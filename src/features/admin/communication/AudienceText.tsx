import { Plural, useLingui } from '@lingui/react/macro';
import type { Audience } from '@core/admin-api';
import type { Remote } from '@/ui/data-grid/use-remote';
import { ROLE_LABELS } from '@/ui/reference-labels';
import type { AgeGroupOption } from './age-groups';

/** Whom a sent message was for, in words. */
export function AudienceText({ audience, ageGroups }: { audience: Audience; ageGroups: Remote<AgeGroupOption[]> }) {
  const { t, i18n } = useLingui();
  switch (audience.kind) {
    case 'everyone':
      return t`Everyone`;
    case 'role': {
      const role = i18n._(ROLE_LABELS[audience.role_id]);
      return t`Role: ${role}`;
    }
    case 'age-group': {
      // Named once the age groups have loaded; they may fail to, and the history is still worth showing.
      if (!ageGroups.data) return ageGroups.failure ? t`An age group` : '…';
      const group = ageGroups.data.find((candidate) => candidate.id === audience.age_group_id)?.name;
      return group ? t`Age group: ${group}` : t`An age group since deleted`;
    }
    case 'users': {
      const people = audience.user_ids.length;
      return <Plural value={people} one="# person" other="# people" />;
    }
  }
}
