import { Body1, Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useRecords } from '@/data/record-reads';
import { useFirstSyncDone } from '@/data/sync-status';
import { useSectionStyles } from '@/ui/section-styles';

const useStyles = makeStyles({
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  step: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  action: { minHeight: '44px' },
});

/**
 * A new coach's first minutes: what to do first, until they have done it. Each step leaves the
 * list once done on this device (a client other than themselves, a plan of their own or assigned).
 */
export function FirstSteps({ userId }: { userId: string }) {
  const { t } = useLingui();
  const section = useSectionStyles();
  const styles = useStyles();
  const navigate = useNavigate();
  const clients = useRecords('clients');
  const assignments = useRecords('plan-assignments');
  const synced = useFirstSyncDone();
  // Until a first sync has brought the coach's records, "add your first client" would be said to
  // a coach whose clients are still on their way.
  if (!clients || !assignments || !synced) return null;
  const others = clients.filter((client) => client.user_id !== userId);
  const trains = clients.some((client) => client.user_id === userId);
  const steps = [
    others.length === 0 && {
      key: 'client',
      text: t`Add your first client, then invite them from their page: they see their workouts on their own phone.`,
      action: t`Add a client`,
      to: '/clients',
    },
    assignments.length === 0 && {
      key: 'plan',
      text: t`Try a plan from the library: copy it, change what you like, and assign it to a client.`,
      action: t`See the plans`,
      to: '/workout-plan',
    },
    !trains && {
      key: 'self',
      text: t`Training yourself too? “I train too” on the clients page puts your own workouts on the same calendar.`,
      action: t`Go to clients`,
      to: '/clients',
    },
  ].filter((step) => step !== false);
  if (steps.length === 0) return null;
  return (
    <section className={section.section} aria-labelledby="first-steps">
      <Subtitle2 as="h2" id="first-steps" className={section.heading}>
        <Trans>Getting started</Trans>
      </Subtitle2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.key} className={styles.step}>
            <Body1>{step.text}</Body1>
            <Button className={styles.action} onClick={() => void navigate(step.to)}>
              {step.action}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
