import { Image, Link } from '@chakra-ui/react';
import { createElement } from 'react';
import { safeUrl } from '#src/domain/link-url';
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
      // The stored address goes through the one URL check: a refused one shows nothing to open.
      cell: (row) => {
        const image = String(row.type ?? '').startsWith('image/');
        const src = safeUrl(String(row.src ?? ''), image ? 'image' : 'link');
        if (src === null) return null;
        return image
          ? createElement(Image, {
              src,
              alt: String(row.name ?? ''),
              maxH: '12',
              maxW: '20',
              objectFit: 'contain',
            })
          : createElement(Link, { href: src, target: '_blank', rel: 'noopener noreferrer' }, text.open);
      },
    },
    textColumn('name', text.fields.name),
    textColumn('type', text.fields.type),
    idColumn('file_id'),
  ],
  fields: [field('name', 'text', text.fields.name, { required: true })],
};
