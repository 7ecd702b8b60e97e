import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES } from '#src/admin/resources/all';
import { customFieldsResource } from '#src/admin/resources/custom-fields';
import { tagsResource } from '#src/admin/resources/catalogue';
import type { FormField, ResourceColumn } from '#src/admin/resources/definition';

/**
 * Issue 35: the back-office's tags list showed the stored type ('class', 'video') where the form
 * says 'Clase' and 'Video'. Table-driven over every resource definition: a list column of a
 * select field shows the option's Spanish label, as the form does.
 */
const optionColumns: Array<[string, FormField, ResourceColumn]> = ADMIN_RESOURCES.flatMap((resource) =>
  resource.fields
    .filter((field) => field.kind === 'select' && (field.options?.length ?? 0) > 0)
    .flatMap((select) => {
      const column = resource.columns.find((candidate) => candidate.id === select.name);
      return column
        ? [[`${resource.key}.${select.name}`, select, column] as [string, FormField, ResourceColumn]]
        : [];
    }),
);

const shown = (column: ResourceColumn, value: unknown) => column.value({ [column.id]: value } as never);

describe('admin list columns of a select field', () => {
  it('are the tag type and the custom field object and type', () => {
    expect(optionColumns.map(([name]) => name)).toEqual([
      'etiquetas.type',
      'campos-personalizados.object',
      'campos-personalizados.type',
    ]);
  });

  it.each(optionColumns)('%s shows every option by its Spanish label', (_, select, column) => {
    for (const option of select.options ?? []) expect(shown(column, option.value)).toBe(option.label);
    expect(column.header).toBe(select.label);
  });

  it('say what the admin reads in the form: a tag for videos is Video, a field of a class is Clase', () => {
    const tagType = tagsResource.columns.find((column) => column.id === 'type')!;
    expect(shown(tagType, 'class')).toBe('Clase');
    expect(shown(tagType, 'video')).toBe('Video');
    const object = customFieldsResource.columns.find((column) => column.id === 'object')!;
    const type = customFieldsResource.columns.find((column) => column.id === 'type')!;
    expect(shown(object, 'single_class')).toBe('Clase');
    expect(shown(type, 'creatable-select')).toBe('Opciones múltiples (se pueden crear)');
  });

  it('show a value the options do not name as it came, and nothing for none', () => {
    const tagType = tagsResource.columns.find((column) => column.id === 'type')!;
    expect(shown(tagType, 'single_class')).toBe('single_class');
    expect(shown(tagType, null)).toBeNull();
    expect(shown(tagType, '')).toBeNull();
  });
});
