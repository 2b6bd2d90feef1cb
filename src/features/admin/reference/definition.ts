import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecordOf } from '@core/records/index';
import type { LocalizedText } from '@core/records/common';
import { localized } from '@core/records/localized';
import type { ResourceEntity } from '@/data/admin-api';
import type { GridColumn } from '@/ui/data-grid/ServerDataGrid';
import { formatDateTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import type { FieldSpec } from '@/ui/resource-form/field-specs';

/** The words a resource's screen uses; whole sentences, so each language can phrase them its own way. */
export interface ResourceTexts {
  gridLabel: MessageDescriptor;
  search: MessageDescriptor;
  add: MessageDescriptor;
  newTitle: MessageDescriptor;
  editTitle: MessageDescriptor;
  created: MessageDescriptor;
  saved: MessageDescriptor;
  deleted: MessageDescriptor;
}

/** Everything a reference screen needs to know about one resource. */
export interface ResourceDefinition<E extends ResourceEntity> {
  entity: E;
  defaultSort: string;
  fields: readonly FieldSpec[];
  /** The data columns; the page adds the actions. */
  columns: (i18n: I18n) => GridColumn<RecordOf<E>>[];
  texts: ResourceTexts;
}

/** "Name" of a thing (Latvian: nosaukums), not of a person (vārds). */
export const NAME = msg({ message: 'Name', context: 'thing' });

/** What a record is called, in a question, an announcement or its grid row: every reference record has a name in both languages. */
export const localizedName = (record: { name: unknown }, locale: string) => localized(record.name as LocalizedText, locale);

/** The name column, in the reader's language (English where there is no Latvian yet). */
export function nameColumn<T extends { name: unknown }>(i18n: I18n, label: MessageDescriptor): GridColumn<T> {
  return { id: 'name', label: i18n._(label), sortField: 'name', minWidth: 220, render: (item) => localizedName(item, i18n.locale) };
}

/** When the record last changed, in the reader's time zone and language. */
export function updatedColumn<T extends { updated_at: string }>(i18n: I18n): GridColumn<T> {
  return {
    id: 'updated',
    label: i18n._(msg`Changed`),
    sortField: 'updated_at',
    minWidth: 150,
    render: (item) => formatDateTime(new Date(item.updated_at), i18n.locale as Locale, 'short'),
  };
}

/** The choices of a fixed set of values, in their own order. */
export function optionsOf<K extends string>(labels: Record<K, MessageDescriptor>): { value: K; label: MessageDescriptor }[] {
  return (Object.entries(labels) as [K, MessageDescriptor][]).map(([value, label]) => ({ value, label }));
}

/** The name in both languages: the field every reference record has. */
export const nameField = (label: MessageDescriptor): FieldSpec => ({ kind: 'localized', name: 'name', label, max: 200 });
