import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { unitPreference, useBodyMetrics } from '@/data/body-metrics';
import { PageLoading } from '@/ui/PageLoading';
import { BodyMetricChart } from './BodyMetricChart';
import { BodyMetricLog } from './BodyMetricLog';

const useStyles = makeStyles({ chart: { marginTop: tokens.spacingVerticalL } });

/**
 * A client's body on their progress: logging a measurement (the client, or their coach at an
 * in-person weigh-in) and each metric over time.
 */
export function BodyMetrics({ clientId, viewer }: { clientId: string; viewer: 'client' | 'coach' }) {
  const { t } = useLingui();
  const styles = useStyles();
  const series = useBodyMetrics(clientId);
  return (
    <BodyMetricLog
      clientId={clientId}
      headingId="body-metrics-title"
      heading={viewer === 'coach' ? t`Body measurements` : t`Your body measurements`}
    >
      <div className={styles.chart}>
        {series ? <BodyMetricChart series={series} units={unitPreference()} viewer={viewer} /> : <PageLoading />}
      </div>
    </BodyMetricLog>
  );
}
