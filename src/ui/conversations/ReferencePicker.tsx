import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiChevronDown, mdiChevronUp } from '@mdi/js';
import { useState } from 'react';
import { useReferenceChoices, type MessageReference } from '@/data/message-references';
import { Icon } from '@/ui/Icon';
import { useDescribed, type Reader } from './ReferenceCard';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalM}`,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'stretch' },
  choice: {
    flex: '1 1 auto',
    minWidth: 0,
    minHeight: '44px',
    justifyContent: 'flex-start',
    textAlign: 'start',
    flexDirection: 'column',
    alignItems: 'flex-start',
    fontWeight: tokens.fontWeightRegular,
  },
  sets: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingInlineStart: tokens.spacingHorizontalL },
  toggle: { minWidth: '44px', minHeight: '44px' },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  none: { color: tokens.colorNeutralForeground2 },
});

function Choice({
  reference,
  reader,
  onPick,
}: {
  reference: MessageReference;
  reader: Reader;
  onPick: (reference: MessageReference) => void;
}) {
  const styles = useStyles();
  const { title, detail } = useDescribed(reference, reader);
  return (
    <Button className={styles.choice} appearance="outline" onClick={() => onPick(reference)}>
      <span className={styles.title}>{title}</span>
      <Caption1>{detail}</Caption1>
    </Button>
  );
}

export interface ReferencePickerProps {
  open: boolean;
  clientId: string;
  reader: Reader;
  onPick: (reference: MessageReference) => void;
  onClose: () => void;
}

/** Choosing what a message is about: one of the client's latest workouts, a set of one, or a planned workout. */
export function ReferencePicker({ open, clientId, reader, onPick, onClose }: ReferencePickerProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const choices = useReferenceChoices(clientId, open);
  const [expanded, setExpanded] = useState<string | null>(null);
  const nothing = choices && choices.sessions.length === 0 && choices.coming.length === 0;
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`What is it about?`}</DialogTitle>
          <DialogContent>
            {nothing && <p className={styles.none}>{t`No workout done yet, and nothing planned for the next two weeks.`}</p>}
            {choices && choices.sessions.length > 0 && (
              <section aria-label={t`Workouts done`}>
                <Subtitle2 as="h3">{t`Workouts done`}</Subtitle2>
                <div className={styles.list}>
                  {choices.sessions.map(({ session, logs }) => (
                    <div key={session.id}>
                      <div className={styles.row}>
                        <Choice reference={{ entity: 'workout-sessions', session }} reader={reader} onPick={onPick} />
                        {logs.length > 0 && (
                          <Button
                            className={styles.toggle}
                            appearance="subtle"
                            aria-expanded={expanded === session.id}
                            aria-label={t`Sets of ${session.prescription.name}`}
                            icon={<Icon path={expanded === session.id ? mdiChevronUp : mdiChevronDown} />}
                            onClick={() => setExpanded(expanded === session.id ? null : session.id)}
                          />
                        )}
                      </div>
                      {expanded === session.id && (
                        <div className={styles.sets}>
                          {logs.map((log) => (
                            <Choice
                              key={log.id}
                              reference={{ entity: 'set-logs', log, session, exercise: choices.exercises.get(log.exercise_id) }}
                              reader={reader}
                              onPick={onPick}
                            />
                          ))}
                        </div>
                      )}
                    </div>
                  ))}
                </div>
              </section>
            )}
            {choices && choices.coming.length > 0 && (
              <section aria-label={t`Coming up`}>
                <Subtitle2 as="h3">{t`Coming up`}</Subtitle2>
                <div className={styles.list}>
                  {choices.coming.map(({ entry, workoutName }) => (
                    <Choice key={entry.id} reference={{ entity: 'calendar-entries', entry, workoutName }} reader={reader} onPick={onPick} />
                  ))}
                </div>
              </section>
            )}
          </DialogContent>
          <DialogActions>
            <Button className={styles.toggle} onClick={onClose}>{t`Cancel`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
