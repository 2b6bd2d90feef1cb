import { useLingui } from '@lingui/react/macro';
import { useBodyMetrics, useCustomMetrics } from '@/data/body-metrics';
import { BodyMetricLog } from './BodyMetricLog';

/**
 * A client logging their own weight or a measurement from their home page.
 */
export function OwnBodyMetricLog({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const series = useBodyMetrics(clientId);
  const custom = useCustomMetrics(clientId);
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
