import { useLingui } from '@lingui/react/macro';
import type { CLIENT_STATUSES } from '@sync/records/clients';

export function useStatusLabels(): Record<(typeof CLIENT_STATUSES)[number], string> {
  const { t } = useLingui();
  return { active: t`Active`, paused: t`Paused`, archived: t`Archived` };
}
