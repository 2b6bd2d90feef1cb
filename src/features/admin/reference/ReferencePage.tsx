import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiDeleteOutline, mdiMagnify, mdiPencilOutline, mdiPlus } from '@mdi/js';
import { useMemo, useState, type ReactNode } from 'react';
import type { RecordOf } from '@core/records/index';
import { listResource, type ResourceEntity } from '@/data/admin-api';
import { useListParams, type ListParams } from '@/ui/data-grid/list-params';
import { Pager, ResultCount } from '@/ui/data-grid/ListFooter';
import { RemoteProblem } from '@/ui/data-grid/RemoteProblem';
import { ServerDataGrid, type GridColumn } from '@/ui/data-grid/ServerDataGrid';
import { useRemote } from '@/ui/data-grid/use-remote';
import { Icon } from '@/ui/Icon';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { notify } from '@/ui/feedback/notify';
import { DeleteDialog } from './DeleteDialog';
import { localizedName, type ResourceDefinition } from './definition';
import { ResourceDialog } from './ResourceDialog';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    marginBottom: tokens.spacingVerticalM,
  },
  search: { minWidth: '220px', flexGrow: 1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface ReferencePageProps<E extends ResourceEntity> {
  definition: ResourceDefinition<E>;
  /** Filter names this screen offers (their values come from the address). */
  filterNames?: readonly string[];
  /** More toolbar controls: filters, an import. */
  toolbar?: (params: ListParams, reload: () => void) => ReactNode;
}

type Editing<E extends ResourceEntity> = { record: RecordOf<E> | null } | null;

/**
 * An admin screen of one resource: search, sort and pages on the server, a result count,
 * create and edit in a dialog with both languages side by side, delete with confirmation.
 */
export function ReferencePage<E extends ResourceEntity>({ definition, filterNames = [], toolbar }: ReferencePageProps<E>) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const title = useRouteTitle();
  const params = useListParams(definition.defaultSort);
  const [editing, setEditing] = useState<Editing<E>>(null);
  const [deleting, setDeleting] = useState<RecordOf<E> | null>(null);
  const locale = i18n.locale;

  const list = useRemote(
    (signal) =>
      listResource(
        definition.entity,
        {
          q: params.q,
          sort: params.sort,
          page: params.page,
          pageSize: PAGE_SIZE,
          locale,
          filters: Object.fromEntries(filterNames.map((name) => [name, params.filter(name)])),
        },
        signal,
      ),
    `${definition.entity}?${params.key}&locale=${locale}`,
  );

  const columns = useMemo<GridColumn<RecordOf<E>>[]>(
    () => [
      ...definition.columns(i18n),
      {
        id: 'actions',
        label: t`Actions`,
        render: (item) => {
          const name = localizedName(item, locale);
          return (
            <div className={styles.actions}>
              <Button
                size="small"
                appearance="subtle"
                icon={<Icon path={mdiPencilOutline} />}
                aria-label={t`Edit ${name}`}
                onClick={() => setEditing({ record: item })}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<Icon path={mdiDeleteOutline} />}
                aria-label={t`Delete ${name}`}
                onClick={() => setDeleting(item)}
              />
            </div>
          );
        },
      },
    ],
    [definition, i18n, locale, t, styles.actions],
  );

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className={styles.toolbar} role="search">
        <Field label={i18n._(definition.texts.search)} className={styles.search}>
          <Input
            type="search"
            value={params.searchText}
            onChange={(_event, data) => params.setSearchText(data.value)}
            contentBefore={<Icon path={mdiMagnify} />}
          />
        </Field>
        {toolbar?.(params, list.reload)}
        <Button appearance="primary" icon={<Icon path={mdiPlus} />} onClick={() => setEditing({ record: null })}>
          {i18n._(definition.texts.add)}
        </Button>
      </div>
      {list.failure && <RemoteProblem failure={list.failure} onRetry={list.reload} />}
      {list.data ? (
        <>
          <ResultCount total={list.data.total} />
          <ServerDataGrid
            label={i18n._(definition.texts.gridLabel)}
            columns={columns}
            items={list.data.items}
            getRowId={(item) => item.id}
            sort={params.sort}
            onSortChange={params.setSort}
          />
          <Pager page={params.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={params.setPage} />
        </>
      ) : (
        !list.failure && <PageLoading />
      )}
      {editing && (
        <ResourceDialog
          definition={definition}
          record={editing.record}
          onClose={() => setEditing(null)}
          onSaved={(_record, created) => {
            setEditing(null);
            notify({ intent: 'success', message: created ? definition.texts.created : definition.texts.saved });
            list.reload();
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          entity={definition.entity}
          id={deleting.id}
          name={localizedName(deleting, locale)}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            notify({ intent: 'success', message: definition.texts.deleted });
            list.reload();
          }}
        />
      )}
    </>
  );
}
