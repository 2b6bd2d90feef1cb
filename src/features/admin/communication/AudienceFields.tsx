import { Field, makeStyles, Radio, RadioGroup, Select, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { RemoteProblem } from '@/ui/data-grid/RemoteProblem';
import type { Remote } from '@/ui/data-grid/use-remote';
import { ROLE_LABELS } from '@/ui/reference-labels';
import type { AgeGroupOption } from './age-groups';
import { PeoplePicker } from './PeoplePicker';
import { ROLE_IDS, type Compose } from './use-compose';

// See TextField: the message line keeps its height so the page does not shift under the pointer.
const RESERVED = '\u00a0';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXS },
  // The follow-up choice sits under the radio buttons, indented as belonging to the chosen one.
  detail: { paddingLeft: tokens.spacingHorizontalXXL, maxWidth: '520px', '@media (max-width: 600px)': { paddingLeft: 0 } },
});

function useMessage(error: MessageDescriptor | undefined) {
  const { i18n } = useLingui();
  return { validationState: error ? ('error' as const) : ('none' as const), validationMessage: error ? i18n._(error) : RESERVED };
}

export interface AudienceFieldsProps {
  form: Compose;
  ageGroups: Remote<AgeGroupOption[]>;
}

/** Who the message is for: everyone, a role, an age group, or people chosen one by one. */
export function AudienceFields({ form, ageGroups }: AudienceFieldsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const roleMessage = useMessage(form.role.error);
  const ageGroupMessage = useMessage(form.ageGroup.error);
  const kind = form.kind.value;

  return (
    <div className={styles.root}>
      <Field label={t`Audience`} hint={t`Only active accounts receive messages.`}>
        <RadioGroup {...form.kind.choiceProps}>
          <Radio value="everyone" label={t`Everyone`} />
          <Radio value="role" label={t`People with a role`} />
          <Radio value="age-group" label={t`An age group`} />
          <Radio value="users" label={t`Chosen people`} />
        </RadioGroup>
      </Field>
      {kind === 'role' && (
        <Field className={styles.detail} label={t`Role`} required {...roleMessage}>
          <Select {...form.role.choiceProps}>
            <option value="">{t`Choose a role`}</option>
            {ROLE_IDS.map((id) => (
              <option key={id} value={String(id)}>
                {i18n._(ROLE_LABELS[id])}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {kind === 'age-group' && (
        <div className={styles.detail}>
          <Field
            label={t`Age group`}
            required
            hint={t`By the person's own date of birth, or their coach's record of them.`}
            {...ageGroupMessage}
          >
            <Select {...form.ageGroup.choiceProps} disabled={!ageGroups.data}>
              <option value="">{ageGroups.data ? t`Choose an age group` : t`Loading…`}</option>
              {(ageGroups.data ?? []).map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </Select>
          </Field>
          {ageGroups.failure && <RemoteProblem failure={ageGroups.failure} onRetry={ageGroups.reload} />}
        </div>
      )}
      {kind === 'users' && (
        <div className={styles.detail}>
          <PeoplePicker people={form.people} />
        </div>
      )}
    </div>
  );
}
