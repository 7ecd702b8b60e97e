import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import type { ResourceRecord } from '#src/api/resource-api';

/**
 * What a resource with behaviour adds to a row of its list, by name: the definition names it,
 * the list's actor runs it and shows the message it resolves with.
 */
export const ROW_ACTIONS = {
  /** A package on or off the home page: '¡Paquete agregado al home con éxito!' / '¡Paquete eliminado del home!'. */
  packageHome: (row: ResourceRecord) =>
    failAs('resource', async () => {
      const init = { params: { path: { id: Number(row.class_package_id) } } };
      const call = row.on_home
        ? api.DELETE('/class_packages/{id}/home', init)
        : api.POST('/class_packages/{id}/home', init);
      return (await unwrap(call)).message;
    }),
} satisfies Record<string, (row: ResourceRecord) => Promise<string>>;

export type RowActionName = keyof typeof ROW_ACTIONS;
