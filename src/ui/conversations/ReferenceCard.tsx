import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiCalendarClock, mdiCheckCircleOutline, mdiDumbbell } from '@mdi/js';
import { Link } from 'react-router-dom';
import type { MessageReferenceEntity } from '@core/records/conversations';
import { localized } from '@core/records/localized';
import { useReferenced, type MessageReference } from '@/data/message-references';
import { formatDate, formatDateTime, formatLocalTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { Icon } from '@/ui/Icon';
import { performedText } from '@/ui/training-format';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    marginBottom: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    whiteSpace: 'normal',
  },
  link: {
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  gone: { color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
  icon: { flexShrink: 0, color: tokens.colorBrandForeground1 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

/** Who reads the card: it opens the record where that person sees it. */
export type Reader = { role: 'coach'; clientId: string } | { role: 'client' };

interface Described {
  kind: string;
  title: string;
  detail: string;
  icon: string;
  to: string;
}

function sessionPath(sessionId: string, reader: Reader): string {
  return reader.role === 'coach'
    ? `/client/${encodeURIComponent(reader.clientId)}?tab=history&session=${encodeURIComponent(sessionId)}`
    : `/workouts?session=${encodeURIComponent(sessionId)}`;
}

/** What the card says of the record and where it opens it. */
export function useDescribed(reference: MessageReference, reader: Reader): Described {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  switch (reference.entity) {
    case 'workout-sessions':
      return {
        kind: t`Workout done`,
        title: reference.session.prescription.name,
        detail: formatDateTime(new Date(reference.session.started_at), locale, 'short'),
        icon: mdiCheckCircleOutline,
        to: sessionPath(reference.session.id, reader),
      };
    case 'set-logs': {
      const { log, session, exercise } = reference;
      const exerciseName = exercise ? localized(exercise.name, i18n.locale) : t`Exercise no longer available`;
      const performed = performedText(i18n, log) || t`Done`;
      return {
        kind: t`Set`,
        title: `${exerciseName} · ${performed}`,
        detail: [session?.prescription.name, formatDateTime(new Date(log.logged_at), locale, 'short')].filter(Boolean).join(' · '),
        icon: mdiDumbbell,
        to: sessionPath(log.session_id, reader),
      };
    }
    case 'calendar-entries': {
      const { entry, workoutName } = reference;
      const when = entry.time
        ? `${formatDate(entry.date, locale)} ${formatLocalTime(entry.date, entry.time, locale)}`
        : formatDate(entry.date, locale);
      return {
        kind: t`Planned workout`,
        title: workoutName ?? t`Workout`,
        detail: when,
        icon: mdiCalendarClock,
        to:
          reader.role === 'coach'
            ? `/calendar?view=week&date=${entry.date}&clients=${encodeURIComponent(reader.clientId)}`
            : `/workout/${encodeURIComponent(entry.id)}`,
      };
    }
  }
}

function Card({ reference, reader }: { reference: MessageReference; reader: Reader }) {
  const styles = useStyles();
  const { kind, title, detail, icon, to } = useDescribed(reference, reader);
  return (
    <Link to={to} className={mergeClasses(styles.card, styles.link)} aria-label={`${kind}: ${title}, ${detail}`}>
      <Icon path={icon} className={styles.icon} />
      <span className={styles.text}>
        <Caption1>{kind}</Caption1>
        <span className={styles.title}>{title}</span>
        <Caption1>{detail}</Caption1>
      </span>
    </Link>
  );
}

/** The card of what a message points at; it opens the record. Said plainly when this device does not have it. */
export function ReferenceCard({ entity, id, reader }: { entity: MessageReferenceEntity; id: string; reader: Reader }) {
  const { t } = useLingui();
  const styles = useStyles();
  const reference = useReferenced(entity, id);
  if (reference === null) return <div className={styles.card} aria-hidden />;
  if (reference === undefined)
    return <div className={mergeClasses(styles.card, styles.gone)}>{t`This workout is no longer available.`}</div>;
  return <Card reference={reference} reader={reader} />;
}
