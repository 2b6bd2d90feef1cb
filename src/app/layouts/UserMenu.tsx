import {
  Avatar,
  Button,
  makeStyles,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiAccountCircleOutline, mdiLogout } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionAtom } from '@/data/session';
import { LOCALE_NAMES, LOCALES } from '@/i18n/locales';
import { Icon } from '@/ui/Icon';
import { useChooseLanguage } from '@/ui/LanguageSwitcher';
import { LazyMessagesDialog, LazyMessagesMenuItem, LazyUnreadBadge } from '@/ui/notifications/LazyNotificationBell';
// Relative: the build evaluates style modules before path aliases apply.
import { TOUCH } from '../../ui/screen';
import { useThemeToggle } from '@/ui/ThemeToggle';

const useStyles = makeStyles({
  anchor: { position: 'relative', display: 'inline-flex' },
  item: { [TOUCH]: { minHeight: '44px', alignItems: 'center' } },
});

/**
 * Who is signed in, with the way to the profile and out. `compact`: the header has no room for the
 * messages, language and theme controls (a phone), so this menu offers them too.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const theme = useThemeToggle();
  const chooseLanguage = useChooseLanguage();
  const [messagesOpen, setMessagesOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!session) return null;
  const closeMessages = () => {
    setMessagesOpen(false);
    // The menu item that opened the messages is gone with the menu: back to the button it came from.
    trigger.current?.focus();
  };
  return (
    <span className={styles.anchor}>
      <Menu
        checkedValues={{ locale: [i18n.locale] }}
        onCheckedValueChange={(_event, { name, checkedItems }) => {
          if (name === 'locale' && checkedItems[0]) chooseLanguage(checkedItems[0]);
        }}
      >
        <MenuTrigger disableButtonEnhancement>
          <Button
            ref={trigger}
            appearance="subtle"
            aria-label={t`Account: ${session.email}`}
            icon={<Avatar size={24} name={session.email} color="colorful" />}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem disabled>
              <Text size={200}>{session.email}</Text>
            </MenuItem>
            <MenuDivider />
            <MenuItem className={styles.item} icon={<Icon path={mdiAccountCircleOutline} />} onClick={() => void navigate('/profile')}>
              {t`Profile`}
            </MenuItem>
            {compact && (
              <>
                <LazyMessagesMenuItem className={styles.item} onClick={() => setMessagesOpen(true)} />
                <MenuItem className={styles.item} icon={<Icon path={theme.icon} />} onClick={theme.toggle}>
                  {theme.label}
                </MenuItem>
                <MenuDivider />
                <MenuGroup>
                  <MenuGroupHeader>{t`Language`}</MenuGroupHeader>
                  {LOCALES.map((locale) => (
                    <MenuItemRadio key={locale} className={styles.item} name="locale" value={locale} lang={locale}>
                      {LOCALE_NAMES[locale]}
                    </MenuItemRadio>
                  ))}
                </MenuGroup>
                <MenuDivider />
              </>
            )}
            <MenuItem className={styles.item} icon={<Icon path={mdiLogout} />} onClick={() => void navigate('/user/logout')}>
              {t`Sign out`}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {compact && <LazyUnreadBadge />}
      <LazyMessagesDialog open={compact && messagesOpen} onClose={closeMessages} />
    </span>
  );
}
