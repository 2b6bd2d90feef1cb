import { Body1, Subtitle2 } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { RouterLink } from '@/ui/RouterLink';
import { useSectionStyles } from '@/ui/section-styles';

/**
 * On a client's home page: what their coach wrote that they have not read, or the way to write to
 * them. The home page places it above the weigh-in only when something waits unread, so on a
 * phone the weigh-in stays under the thumb on the other days.
 */
export function MessagesFromCoach({ unread }: { unread: number }) {
  const { t } = useLingui();
  const sections = useSectionStyles();
  const list = useEntryListStyles();
  return (
    <section className={sections.section} aria-labelledby="home-messages-title">
      <Subtitle2 as="h2" id="home-messages-title" className={sections.heading}>
        {t`Messages`}
      </Subtitle2>
      <div className={list.item}>
        <Body1>
          {unread > 0
            ? plural(unread, { one: '# new message from your coach', other: '# new messages from your coach' })
            : t`Ask your coach anything between workouts.`}
        </Body1>
        <RouterLink to="/messages">{unread > 0 ? t`Read` : t`Message your coach`}</RouterLink>
      </div>
    </section>
  );
}
