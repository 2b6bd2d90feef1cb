import { Avatar, Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, Text } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiAccountCircleOutline, mdiLogout } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { sessionAtom } from '@/data/session';
import { Icon } from '@/ui/Icon';

/** Who is signed in, with the way to the profile and out. */
export function UserMenu() {
  const { t } = useLingui();
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  if (!session) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" aria-label={t`Account: ${session.email}`} icon={<Avatar size={24} name={session.email} color="colorful" />} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem disabled>
            <Text size={200}>{session.email}</Text>
          </MenuItem>
          <MenuDivider />
          <MenuItem icon={<Icon path={mdiAccountCircleOutline} />} onClick={() => void navigate('/profile')}>
            {t`Profile`}
          </MenuItem>
          <MenuItem icon={<Icon path={mdiLogout} />} onClick={() => void navigate('/user/logout')}>
            {t`Sign out`}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
