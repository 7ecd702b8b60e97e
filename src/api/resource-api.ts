import type { PathsWithMethod } from 'openapi-typescript-helpers';
import type { paths } from './schema.gen';

/**
 * Where one admin resource lives in the contract: the data half of a resource definition
 * (src/admin/resources), which the generic list and edit machines' actors call. A path that is
 * not in the contract for its method does not compile.
 */
export interface ResourceApi {
  /** GET answering `{ [listKey]: Record[] }`. */
  list: PathsWithMethod<paths, 'get'>;
  listKey: string;
  /** GET `/x/{id}` answering `{ [recordKey]: Record }`; without it a record is found in the list. */
  one?: PathsWithMethod<paths, 'get'>;
  recordKey: string;
  /** POST creates, PUT (with the id in the body) updates. */
  save?: PathsWithMethod<paths, 'post'> & PathsWithMethod<paths, 'put'>;
  /** DELETE `/x/{id}`. */
  remove?: PathsWithMethod<paths, 'delete'>;
  /** The record's numeric id field; a PUT body carries it. */
  idKey: string;
}

export type ResourceRecord = Record<string, unknown>;
