import { Body1, Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mdiDownload } from '@mdi/js';
import { apiFailure } from '@/data/api-errors';
import { downloadExport, type ExportFormat } from '@/data/history-export';
import { useExclusiveAction } from '@/ui/create-once';
import { notify } from '@/ui/feedback/notify';
import { Icon } from '@/ui/Icon';
import { useOnline } from '@/ui/use-online';

const useStyles = makeStyles({
  button: { minHeight: '44px' },
  item: { minHeight: '44px', alignItems: 'center' },
});

const FORMAT_WORDS: Record<ExportFormat, MessageDescriptor> = {
  archive: msg`Everything (ZIP archive)`,
  'strong-csv': msg`Training history for Strong (CSV)`,
  'hevy-csv': msg`Training history for Hevy (CSV)`,
};

async function failureOf(error: unknown): Promise<MessageDescriptor> {
  const failure = await apiFailure(error);
  if (failure.status === 0) return msg`The server cannot be reached. Downloading needs the internet; try again when you are online.`;
  if (failure.status === 404) return msg`This client is no longer yours to download.`;
  return msg`The download did not start. Try again.`;
}

/**
 * "Download data": the person's own (`clientId` null) or a coach's client's, as an archive of
 * everything or as a training history another app reads (docs/exports.md). It needs the server,
 * so offline it says so instead of failing; a second press while one starts does nothing.
 */
export function DownloadDataMenu({ clientId }: { clientId: string | null }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const online = useOnline();
  const { busy, run } = useExclusiveAction();

  const start = (format: ExportFormat) =>
    void run(async () => {
      try {
        await downloadExport(format, clientId);
        notify({ intent: 'success', message: msg`The download has started. Find the file in your downloads.` });
      } catch (error) {
        notify({ intent: 'error', message: await failureOf(error) });
      }
    });

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton className={styles.button} icon={<Icon path={mdiDownload} />} disabled={!online || busy}>
          {online ? t`Download data` : t`Download data (needs a connection)`}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {(Object.keys(FORMAT_WORDS) as ExportFormat[]).map((format) => (
            <MenuItem key={format} className={styles.item} onClick={() => start(format)}>
              {i18n._(FORMAT_WORDS[format])}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** The profile's "Your data": what the download holds, and the menu. */
export function OwnDataDownload() {
  const { t } = useLingui();
  const styles = useOwnStyles();
  return (
    <>
      <Body1 as="p" block className={styles.lead}>
        {t`Download a copy of everything Treneris keeps of you, or your training history to take into Strong or Hevy.`}
      </Body1>
      <DownloadDataMenu clientId={null} />
    </>
  );
}

const useOwnStyles = makeStyles({ lead: { marginBottom: tokens.spacingVerticalM } });
