import {
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  type SortDirection,
  type TableColumnDefinition,
  type TableColumnSizingOptions,
  tokens,
} from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';

export interface GridColumn<T> {
  id: string;
  label: string;
  /** The server's sort field for this column; omitted when the column cannot be sorted. */
  sortField?: string;
  render: (item: T) => ReactNode;
  minWidth?: number;
}

/** A column that names no minimum still needs room for a word or two. */
const DEFAULT_MIN_WIDTH = 100;

export interface ServerDataGridProps<T> {
  /** What the grid lists, for assistive technology. */
  label: string;
  columns: readonly GridColumn<T>[];
  items: readonly T[];
  getRowId: (item: T) => string;
  /** The server's sort: a field, `-field` for descending. */
  sort: string;
  onSortChange: (sort: string) => void;
}

const useStyles = makeStyles({
  // Wide grids scroll sideways in their own box on a phone instead of squeezing every column into
  // illegibility (the grid's minimum width is its columns' minimums, below).
  // A scrollbar that stays in sight: an overlay one would hide that columns lie beyond the edge.
  scroller: { overflowX: 'auto', maxWidth: '100%', scrollbarWidth: 'thin', scrollbarColor: `${tokens.colorNeutralStroke1} transparent` },
  cell: { paddingTop: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
  // A long heading ("Delivered in the app") wraps in its cell rather than under the next one.
  header: { overflowWrap: 'anywhere' },
});

/**
 * The narrowest a grid gets before it scrolls in its box: what a tablet's content area holds either
 * way up (736 px beside the 1024 px sidebar, or at 768 px without it), so every column, the last
 * (its actions) too, is in sight there. Phones still scroll the grid sideways in its box.
 */
const TABLET_FIT = 680;

// Rows arrive sorted by the server. A comparison that takes two arguments marks a column sortable
// for the grid, and answering "equal" keeps the server's order.
const serverOrder = (_a: unknown, _b: unknown) => 0;

function parseSort(sort: string): { field: string; direction: SortDirection } {
  return sort.startsWith('-') ? { field: sort.slice(1), direction: 'descending' } : { field: sort, direction: 'ascending' };
}

/**
 * A Fluent DataGrid over one page of server results: sorting asks the server (the header cells are
 * buttons announcing their direction), keyboard navigation is the grid's own.
 */
export function ServerDataGrid<T>({ label, columns, items, getRowId, sort, onSortChange }: ServerDataGridProps<T>) {
  const styles = useStyles();
  const definitions = useMemo<TableColumnDefinition<T>[]>(
    () =>
      columns.map((column) =>
        createTableColumn<T>({
          columnId: column.id,
          ...(column.sortField ? { compare: serverOrder } : {}),
          renderHeaderCell: () => column.label,
          renderCell: column.render,
        }),
      ),
    [columns],
  );
  const sizing = useMemo<TableColumnSizingOptions>(
    () =>
      Object.fromEntries(
        columns
          .filter((column) => column.minWidth)
          .map((column) => [column.id, { minWidth: column.minWidth, idealWidth: column.minWidth }]),
      ),
    [columns],
  );
  // Each column takes its share of the width in proportion to the room it asks for, and its text
  // wraps inside it: a long e-mail never runs over the column beside it. Below the floor the grid
  // scrolls in its box instead of squeezing every column into illegibility.
  const share = (column: GridColumn<T>) => column.minWidth ?? DEFAULT_MIN_WIDTH;
  const minWidth = Math.min(
    TABLET_FIT,
    columns.reduce((sum, column) => sum + share(column), 0),
  );
  const widths = new Map(columns.map((column) => [column.id, { flex: `${share(column)} 1 0px`, minWidth: 0 }]));
  const { field, direction } = parseSort(sort);
  const sortColumn = columns.find((column) => column.sortField === field)?.id;

  return (
    <div className={styles.scroller}>
      <DataGrid
        style={{ minWidth: `${minWidth}px` }}
        aria-label={label}
        items={[...items]}
        columns={definitions}
        getRowId={getRowId}
        sortable
        sortState={sortColumn ? { sortColumn, sortDirection: direction } : { sortColumn: undefined, sortDirection: 'ascending' }}
        onSortChange={(_event, next) => {
          const column = columns.find((candidate) => candidate.id === next.sortColumn);
          if (!column?.sortField) return;
          onSortChange(next.sortDirection === 'descending' ? `-${column.sortField}` : column.sortField);
        }}
        columnSizingOptions={sizing}
        focusMode="composite"
      >
        <DataGridHeader>
          <DataGridRow>
            {({ renderHeaderCell, columnId }) => (
              <DataGridHeaderCell className={styles.header} style={widths.get(String(columnId))}>
                {renderHeaderCell()}
              </DataGridHeaderCell>
            )}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<T>>
          {({ item, rowId }) => (
            <DataGridRow<T> key={rowId}>
              {({ renderCell, columnId }) => (
                <DataGridCell className={styles.cell} style={widths.get(String(columnId))}>
                  {renderCell(item)}
                </DataGridCell>
              )}
            </DataGridRow>
          )}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}
