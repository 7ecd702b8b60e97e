/*
 * Which packages each public list shows (commerce §2, §7): in-person or online, the special
 * events, and each list's home selection; in the studio's order, ties by id.
 */

export type PackageList = 'inPerson' | 'online' | 'special';

export interface ListedPackage {
  class_package_id: number;
  order?: number | null | undefined;
  is_special_event?: boolean | null | undefined;
  /** An online (video) package rather than an in-person one. */
  online: boolean;
  /** Chosen by the studio for the landing page. */
  on_home: boolean;
}

const IN_LIST: Record<PackageList, (pkg: ListedPackage) => boolean> = {
  inPerson: (pkg) => !pkg.online,
  online: (pkg) => pkg.online,
  special: (pkg) => pkg.is_special_event === true,
};

/** The studio's order (none counts as 0), ties by id, as an ORDER BY would settle them. */
export function byListOrder(a: ListedPackage, b: ListedPackage): number {
  return (a.order ?? 0) - (b.order ?? 0) || a.class_package_id - b.class_package_id;
}

export function packagesInList<T extends ListedPackage>(
  packages: readonly T[],
  list: PackageList,
  { homeOnly = false }: { homeOnly?: boolean } = {},
): T[] {
  return packages.filter((pkg) => IN_LIST[list](pkg) && (!homeOnly || pkg.on_home)).sort(byListOrder);
}
