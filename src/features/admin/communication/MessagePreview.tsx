import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { Plural, useLingui } from '@lingui/react/macro';
import type { AudiencePreview } from '@core/admin-api';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM },
    '& p': { margin: 0 },
  },
  sample: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXXS },
  email: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  label: { color: tokens.colorNeutralForeground2 },
  message: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  // The body is shown as recipients see it: their line breaks kept, long words wrapped.
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  missing: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

export interface MessagePreviewProps {
  preview: AudiencePreview;
  subject: string;
  body: string;
}

/** Whom the message reaches, the first of them by name, and the message as they will see it. */
export function MessagePreview({ preview, subject, body }: MessagePreviewProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const recipients = preview.recipients;
  const more = recipients - preview.sample.length;
  return (
    <section className={styles.panel} aria-labelledby="communication-preview">
      <Subtitle2 as="h3" id="communication-preview">
        {t`Preview`}
      </Subtitle2>
      <Text as="p" block weight="semibold" aria-live="polite">
        <Plural value={recipients} _0="It reaches no one." one="It reaches # person." other="It reaches # people." />
      </Text>
      {preview.sample.length > 0 && (
        <ul className={styles.sample} aria-label={t`First recipients`}>
          {preview.sample.map((person) => (
            <li key={person.email}>
              {person.name && <Text>{person.name} </Text>}
              <Text className={styles.email}>{person.email}</Text>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <Text as="p" block>
          <Plural value={more} one="…and # more." other="…and # more." />
        </Text>
      )}
      <Text as="p" block className={styles.label}>
        {t`As recipients will see it:`}
      </Text>
      <div className={styles.message}>
        <Text as="p" block weight="semibold" className={subject.trim() ? undefined : styles.missing}>
          {subject.trim() || t`No subject yet`}
        </Text>
        <Text as="p" block className={body.trim() ? styles.body : styles.missing}>
          {body.trim() || t`No message yet`}
        </Text>
      </div>
    </section>
  );
}
