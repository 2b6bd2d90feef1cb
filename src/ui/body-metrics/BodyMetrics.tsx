import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { unitPreference, useBodyMetrics, useCustomMetrics } from '@/data/body-metrics';
import { PageLoading } from '@/ui/PageLoading';
import { BodyMetricChart } from './BodyMetricChart';
import { BodyMetricLog } from './BodyMetricLog';
import { CustomMetrics } from './CustomMetrics';
import { metricChoices } from './metric-words';

const useStyles = makeStyles({ chart: { marginTop: tokens.spacingVerticalL } });

/**
 * A client's body on their progress: logging a measurement (the client, or their coach at an
 * in-person weigh-in), each metric over time, and for the coach the measurements they add.
 */
export function BodyMetrics({ clientId, viewer }: { clientId: string; viewer: 'client' | 'coach' }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const series = useBodyMetrics(clientId);
  const custom = useCustomMetrics(clientId);
  return (
    <BodyMetricLog
      clientId={clientId}
      series={series}
      custom={custom}
      headingId="body-metrics-title"
      heading={viewer === 'coach' ? t`Body measurements` : t`Your body measurements`}
      // The progress tabs are a card already.
      card={false}
    >
      <div className={styles.chart}>
        {series && custom ? (
          <BodyMetricChart series={series} choices={metricChoices(i18n, unitPreference(), custom)} viewer={viewer} />
        ) : (
          <PageLoading />
        )}
      </div>
      {viewer === 'coach' && custom && <CustomMetrics clientId={clientId} metrics={custom} />}
    </BodyMetricLog>
  );
}
