import {
  Body1,
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { useCheckInForms, type CheckInFormRecord } from '@/data/check-ins';
import { useRecords } from '@/data/record-reads';
import { useRecordWrites } from '@/data/record-writes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { FormEditor } from './FormEditor';
import { CHECK_IN_TEMPLATES, questionsOf } from './templates';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM },
  action: { minHeight: '44px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type Editing = Pick<CheckInFormRecord, 'id' | 'name' | 'questions'>;

/**
 * The coach's own check-in forms: each started from a library template (copied, in the coach's
 * language) or blank, changed in the form builder, deleted when no running schedule asks it.
 */
export function CheckInForms() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const list = useEntryListStyles();
  const writes = useRecordWrites();
  const forms = useCheckInForms();
  const running = useRecords('check-in-assignments', (all) => all.filter((one) => one.ended_on === null));
  const [editing, setEditing] = useState<Editing>();
  const inUse = new Set((running ?? []).map((one) => one.form_id));

  const remove = async (form: CheckInFormRecord) => {
    try {
      await writes.remove('check-in-forms', form.id);
      notify({ intent: 'success', message: msg`Form deleted.`, key: 'check-in-form' });
    } catch (caught) {
      notify({ intent: 'error', message: localWriteFailure(caught), key: 'check-in-form' });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="check-in-forms-title">
      <Subtitle2 as="h3" id="check-in-forms-title">
        {t`Your check-in forms`}
      </Subtitle2>
      {forms && forms.length === 0 && <Body1>{t`Start from a template and change it as you like.`}</Body1>}
      {forms && forms.length > 0 && (
        <ul className={list.list}>
          {forms.map((form) => (
            <li key={form.id} className={list.item}>
              <Body1>
                {form.name} · {plural(form.questions.length, { one: '# question', other: '# questions' })}
              </Body1>
              <div className={styles.actions}>
                <Button className={styles.action} onClick={() => setEditing(form)} aria-label={t`Edit form: ${form.name}`}>
                  {t`Edit`}
                </Button>
                {inUse.has(form.id) ? null : (
                  <ConfirmButton
                    className={styles.action}
                    label={t`Delete`}
                    title={t`Delete the form ${form.name}?`}
                    confirm={t`Delete`}
                    onConfirm={() => void remove(form)}
                  >
                    {t`Answers already given to it are kept.`}
                  </ConfirmButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button className={styles.action}>{t`New form`}</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {CHECK_IN_TEMPLATES.map((template) => (
              <MenuItem
                key={template.key}
                onClick={() => setEditing({ id: uuidv7(), name: i18n._(template.name), questions: questionsOf(template, i18n) })}
              >
                {i18n._(template.name)}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {editing && <FormEditor form={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
