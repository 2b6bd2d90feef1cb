import { Button, Field, makeStyles, Subtitle1, Textarea, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mdiEyeOutline, mdiSendOutline } from '@mdi/js';
import { useRef, useState, type SyntheticEvent } from 'react';
import type { Audience, AudiencePreview, MessageRequest, SentMessage } from '@core/admin-api';
import { previewAudience, sendMessage } from '@/data/admin-api';
import type { Remote } from '@/ui/data-grid/use-remote';
import { TextField } from '@/ui/form/TextField';
import { Icon } from '@/ui/Icon';
import { useSectionStyles } from '@/ui/section-styles';
import { StatusBar } from '@/ui/StatusBar';
import type { AgeGroupOption } from './age-groups';
import { AudienceFields } from './AudienceFields';
import { ChannelsField } from './ChannelsField';
import { MessagePreview } from './MessagePreview';
import { previewFailure, sendFailure } from './outcomes';
import { SendDialog } from './SendDialog';
import { useCompose } from './use-compose';

// See TextField: the message line keeps its height so the page does not shift under the pointer.
const RESERVED = '\u00a0';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '760px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalS },
});

export interface ComposeFormProps {
  ageGroups: Remote<AgeGroupOption[]>;
  onSent: (sent: SentMessage) => void;
  /** A send failed in a way that does not prove nothing went out: the history should be looked at. */
  onUnsure: () => void;
}

interface Confirming {
  request: MessageRequest;
  recipients: number;
}

/**
 * Writing a message and choosing whom it reaches, a preview of both, and sending after a question
 * naming how many people it reaches. Nothing typed is lost when a preview or a send fails.
 */
export function ComposeForm({ ageGroups, onSent, onUnsure }: ComposeFormProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const sectionStyles = useSectionStyles();
  const form = useCompose();
  // Kept with the audience it answers: changing the audience makes it stale, and it is no longer shown.
  const [preview, setPreview] = useState<{ audience: string; result: AudiencePreview }>();
  const [confirming, setConfirming] = useState<Confirming>();
  const [busy, setBusy] = useState<'preview' | 'send'>();
  // The state draws the disabled button; the ref stops a second click that arrives before it is drawn.
  const sendingRef = useRef(false);
  const [problem, setProblem] = useState<MessageDescriptor>();
  const current = preview && preview.audience === JSON.stringify(form.audience ?? null) ? preview.result : undefined;

  const loadPreview = async (audience: Audience): Promise<AudiencePreview | undefined> => {
    setBusy('preview');
    setProblem(undefined);
    try {
      const result = await previewAudience(audience);
      setPreview({ audience: JSON.stringify(audience), result });
      return result;
    } catch (error) {
      setProblem(await previewFailure(error, form.placeServerErrors));
      return undefined;
    } finally {
      setBusy(undefined);
    }
  };

  const showPreview = async () => {
    const audience = form.validateAudience();
    if (audience) await loadPreview(audience);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = form.validateMessage();
    if (!request) {
      setProblem(msg`Some fields are not valid`);
      return;
    }
    const reach = current ?? (await loadPreview(request.audience));
    if (!reach) return;
    if (reach.recipients === 0) {
      setProblem(msg`No one is in this audience, so there is no one to send the message to.`);
      return;
    }
    setProblem(undefined);
    setConfirming({ request, recipients: reach.recipients });
  };

  const send = async (what: Confirming) => {
    // A message goes out once: a second click while it is sent is dropped.
    if (sendingRef.current) return;
    sendingRef.current = true;
    setBusy('send');
    try {
      // On success the page starts a fresh form, so this one's state is left as it is.
      onSent(await sendMessage(what.request));
    } catch (error) {
      const failure = await sendFailure(error, form.placeServerErrors);
      sendingRef.current = false;
      setConfirming(undefined);
      setBusy(undefined);
      setProblem(failure.message);
      if (failure.unsure) onUnsure();
    }
  };

  const bodyError = form.body.error;
  return (
    <section className={sectionStyles.section} aria-labelledby="communication-compose">
      <Subtitle1 as="h2" id="communication-compose" className={sectionStyles.heading}>
        {t`New message`}
      </Subtitle1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="communication-compose">
        <TextField field={form.subject} label={t`Subject`} required />
        <Field
          label={t`Message`}
          required
          hint={t`Plain text; line breaks are kept.`}
          validationState={bodyError ? 'error' : 'none'}
          validationMessage={bodyError ? i18n._(bodyError) : RESERVED}
        >
          <Textarea {...form.body.textProps} rows={8} resize="vertical" />
        </Field>
        <AudienceFields form={form} ageGroups={ageGroups} />
        <ChannelsField channels={form.channels} />
        {current && <MessagePreview preview={current} subject={form.subject.value} body={form.body.value} />}
        <StatusBar status={problem ? { intent: 'error', message: problem } : undefined} />
        <div className={styles.actions}>
          <Button icon={<Icon path={mdiEyeOutline} />} disabledFocusable={busy !== undefined} onClick={() => void showPreview()}>
            {busy === 'preview' ? t`Loading preview…` : t`Preview`}
          </Button>
          <Button appearance="primary" type="submit" icon={<Icon path={mdiSendOutline} />} disabledFocusable={busy !== undefined}>
            {t`Send…`}
          </Button>
        </div>
      </form>
      {confirming && (
        <SendDialog
          request={confirming.request}
          recipients={confirming.recipients}
          sending={busy === 'send'}
          onConfirm={() => void send(confirming)}
          onCancel={() => setConfirming(undefined)}
        />
      )}
    </section>
  );
}
