import { useLingui } from '@lingui/react/macro';
import { useBodyMetrics, useCustomMetrics } from '@/data/body-metrics';
import { useTrainingClientId } from '@/data/player-queries';
import { BodyMetricLog } from './BodyMetricLog';

/**
 * A client logging their own weight or a measurement from their home page. Nothing until a record
 * on the device names their client record: before a coach has added them there is no one to log for.
 */
export default function OwnBodyMetricLog() {
  const { t } = useLingui();
  const clientId = useTrainingClientId();
  const series = useBodyMetrics(clientId);
  const custom = useCustomMetrics(clientId);
  if (!clientId) return null;
  return (
    <BodyMetricLog
      clientId={clientId}
      series={series}
      custom={custom}
      headingId="home-body-metrics-title"
      heading={t`Log your weight or a measurement`}
    />
  );
}
