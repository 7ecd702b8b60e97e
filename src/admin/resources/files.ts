import { Image, Link } from '@chakra-ui/react';
import { createElement } from 'react';
import { es } from '#src/i18n/es-admin';
import { byField, field, idColumn, textColumn, texts } from './columns';
import type { ResourceDefinition } from './definition';

const text = es.resources.files;

/** Files in the configured store: uploaded from the list (with progress), previewed, renamed, deleted. */
export const filesResource: ResourceDefinition = {
  key: 'archivos',
  group: 'content',
  ...texts(text),
  api: {
    list: '/files',
    listKey: 'files',
    one: '/files/{id}',
    recordKey: 'file',
    save: '/files',
    remove: '/files/{id}',
    idKey: 'file_id',
  },
  createByUpload: true,
  titleOf: byField('name'),
  columns: [
    {
      id: 'preview',
      header: text.fields.preview,
      value: () => null,
      cell: (row) =>
        String(row.type ?? '').startsWith('image/')
          ? createElement(Image, {
              src: String(row.src),
              alt: String(row.name ?? ''),
              maxH: '12',
              maxW: '20',
              objectFit: 'contain',
            })
          : createElement(
              Link,
              { href: String(row.src), target: '_blank', rel: 'noopener noreferrer' },
              text.open,
            ),
    },
    textColumn('name', text.fields.name),
    textColumn('type', text.fields.type),
    idColumn('file_id'),
  ],
  fields: [field('name', 'text', text.fields.name, { required: true })],
};
