import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { TraineeBanner } from './TraineeBanner';

const useStyles = makeStyles({
  start: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlock: tokens.spacingVerticalM },
  name: { margin: 0 },
  startButton: { minHeight: '56px', fontSize: tokens.fontSizeBase500 },
});

/**
 * Before a free workout: nothing is planned, so the start button is all there is. `trainee`: the
 * person has a client record to log it under (a client of a coach, or a coach who trains too).
 */
export function FreeStart({
  trainee,
  inPerson,
  coach,
  busy,
  onStart,
}: {
  trainee: boolean;
  /** The client's name when their coach trains them in person. */
  inPerson?: string | undefined;
  coach: boolean;
  busy: boolean;
  onStart: () => void;
}) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <section className={styles.start}>
      {inPerson && <TraineeBanner name={inPerson} />}
      <Title2 as="h2" className={styles.name}>
        {t`Free workout`}
      </Title2>
      {trainee ? (
        <>
          <Button appearance="primary" className={styles.startButton} disabled={busy} onClick={onStart}>
            {t`Start an empty workout`}
          </Button>
          <Body1 as="p">
            {inPerson ? (
              <Trans>Add exercises from the library as you go. It counts in the client’s history and records like any workout.</Trans>
            ) : (
              <Trans>Add exercises from the library as you go. It counts in your history and records like any workout.</Trans>
            )}
          </Body1>
        </>
      ) : (
        <Body1 as="p">
          {coach ? (
            <Trans>To log your own training as a coach, choose “I train too” on the Clients page first.</Trans>
          ) : (
            <Trans>Your workouts are logged for your coach: once a coach has added you, you can train here.</Trans>
          )}
        </Body1>
      )}
    </section>
  );
}
