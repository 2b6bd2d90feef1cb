import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon } from '@/ui/Icon';
import type { NavSection } from '../navigation';

// The count reads the device's database: loaded after the navigation has drawn, never before it.
const UnreadMessages = lazy(() => import('@/ui/UnreadMessages'));

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  heading: {
    margin: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    textTransform: 'uppercase',
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  active: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export function NavList({ sections, onNavigate }: { sections: readonly NavSection[]; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const styles = useStyles();
  return (
    <>
      {sections.map((section, index) => (
        <div key={section.label?.id ?? index}>
          {section.label ? <h2 className={styles.heading}>{i18n._(section.label)}</h2> : null}
          <ul className={styles.list}>
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={onNavigate}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  <Icon path={item.icon} />
                  {i18n._(item.label)}
                  {item.count === 'unread-messages' && (
                    <Suspense fallback={null}>
                      <UnreadMessages />
                    </Suspense>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
