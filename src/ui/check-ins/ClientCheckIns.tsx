import { Divider, makeStyles, tokens } from '@fluentui/react-components';
import { useBodyMetrics } from '@/data/body-metrics';
import { useCheckInForms, useClientCheckIns } from '@/data/check-ins';
import { useProgressPhotos } from '@/data/progress-photos';
import { PageLoading } from '@/ui/PageLoading';
import { CheckInForms } from './CheckInForms';
import { CheckInReview } from './CheckInReview';
import { CheckInSchedules } from './CheckInSchedules';

const useStyles = makeStyles({ parts: { display: 'grid', gap: tokens.spacingVerticalXL, minWidth: 0 } });

/**
 * The client page's Check-ins tab: the client's answers week by week with the coach's reply, when
 * they are due, and the coach's forms. Loaded apart, with the photo code it shows.
 */
export default function ClientCheckIns({ clientId }: { clientId: string }) {
  const styles = useStyles();
  const data = useClientCheckIns(clientId);
  const forms = useCheckInForms();
  const series = useBodyMetrics(clientId);
  const photos = useProgressPhotos(clientId);
  if (!data || !forms || !photos) return <PageLoading />;
  return (
    <div className={styles.parts}>
      <CheckInReview data={data} series={series} photos={photos} />
      <Divider />
      <CheckInSchedules clientId={clientId} assignments={data.assignments} forms={data.forms} allForms={forms} />
      <Divider />
      <CheckInForms />
    </div>
  );
}
