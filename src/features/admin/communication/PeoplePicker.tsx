import { Combobox, Field, makeStyles, Option, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { listUsers } from '@/data/admin-api';
import { useRemote } from '@/ui/data-grid/use-remote';
import { SEARCH_DELAY_MS, useDebounced } from '@/ui/use-debounced';
import type { ChoiceState, Person } from './use-compose';

const SHOWN = 10;
// See TextField: the message line keeps its height so the page does not shift under the pointer.
const RESERVED = '\u00a0';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXS },
  search: { maxWidth: '480px', width: '100%', minWidth: 0 },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

/**
 * Chooses people by searching their name or e-mail on the server. Only active accounts are
 * offered: the others would not receive the message.
 */
export function PeoplePicker({ people }: { people: ChoiceState<Person[]> }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const q = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const found = useRemote((signal) => listUsers({ q: q || undefined, status: 'active', pageSize: SHOWN }, signal), `people?q=${q}`);
  const chosen = people.value;
  const offered = (found.data?.items ?? []).filter((user) => !chosen.some((person) => person.id === user.id));

  const add = (id: string | undefined) => {
    const user = found.data?.items.find((candidate) => candidate.id === id);
    if (user) people.change([...chosen, { id: user.id, name: user.name, email: user.email }]);
    setQuery('');
  };

  const remove = (id: string) => {
    const rest = chosen.filter((person) => person.id !== id);
    people.change(rest);
    // The tag group leaves with its last tag; focus must not fall back to the top of the page.
    if (rest.length === 0) input.current?.focus();
  };

  let notice: string | undefined;
  if (found.failure) notice = t`The search failed. Check the connection and try again.`;
  else if (offered.length === 0) notice = found.loading ? t`Searching…` : q ? t`No one found` : t`Type a name or e-mail to search`;

  return (
    <div className={styles.root}>
      <Field
        label={t`Add people`}
        required
        hint={t`Search by name or e-mail, then pick a person from the list.`}
        validationState={people.error ? 'error' : 'none'}
        validationMessage={people.error ? i18n._(people.error) : RESERVED}
      >
        <Combobox
          ref={input}
          className={styles.search}
          freeform
          autoComplete="off"
          value={query}
          selectedOptions={[]}
          onChange={(event) => setQuery(event.target.value)}
          onOptionSelect={(_event, data) => add(data.optionValue)}
        >
          {offered.map((user) => (
            <Option key={user.id} value={user.id} text={user.name || user.email}>
              {user.name ? `${user.name} · ${user.email}` : user.email}
            </Option>
          ))}
          {notice && (
            <Option value="" text="" disabled>
              {notice}
            </Option>
          )}
        </Combobox>
      </Field>
      {chosen.length > 0 && (
        <TagGroup className={styles.tags} aria-label={t`Chosen people`} onDismiss={(_event, data) => remove(data.value)}>
          {chosen.map((person) => {
            const name = person.name || person.email;
            return (
              <Tag
                key={person.id}
                value={person.id}
                dismissible
                aria-label={t`Remove ${name}`}
                secondaryText={person.name ? person.email : undefined}
              >
                {name}
              </Tag>
            );
          })}
        </TagGroup>
      )}
    </div>
  );
}
