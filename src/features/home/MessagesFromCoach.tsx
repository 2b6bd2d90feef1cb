import { Body1, Subtitle2 } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useUnreadTotal } from '@/data/conversations';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { RouterLink } from '@/ui/RouterLink';
import { useSectionStyles } from '@/ui/section-styles';

/** On a client's home page: whether their coach wrote, and the way to write to them. */
export function MessagesFromCoach() {
  const { t } = useLingui();
  const sections = useSectionStyles();
  const list = useEntryListStyles();
  const unread = useUnreadTotal() ?? 0;
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
