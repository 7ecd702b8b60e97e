import { useRead } from '#src/app/use-read';
import { LocationFilter, useReportQuery } from './report-frame';

/** What a class report asks for: a range of studio days and one location, or all of them. */
export interface LocationReportQuery {
  from?: string | undefined;
  to?: string | undefined;
  location_id?: number | undefined;
}

interface LocatedReport {
  from: string;
  to: string;
  location_id?: number | null;
  locations: ReadonlyArray<{ location_id: number; name: string }>;
}

/**
 * A class report over a range and a location (attendance, class fill, coaches, customers): its
 * query in the address, its read, the props `ReportFrame` takes (the location filter among them)
 * and the name of each CSV it offers, `<prefix>-<part>-<from>-<to>[-sede-<id>]`.
 */
export function useLocationReport<R extends LocatedReport>(
  fetcher: (query: LocationReportQuery) => Promise<R>,
  prefix: string,
) {
  const { query, update } = useReportQuery(['from', 'to', 'location_id'] as const);
  const location = Number(query.location_id);
  const location_id = Number.isInteger(location) && location > 0 ? location : undefined;
  const read = useRead(fetcher, { from: query.from, to: query.to, location_id });
  const frame = {
    read,
    asked: query,
    onRange: (range: { from: string; to: string }) => update(range),
    filters: (
      <LocationFilter
        value={location_id}
        locations={read.data?.locations ?? []}
        onChange={(value) => update({ location_id: value })}
      />
    ),
  };
  const fileName = (part: string | null, report: Pick<LocatedReport, 'from' | 'to' | 'location_id'>) =>
    [prefix, part, report.from, report.to, report.location_id ? `sede-${report.location_id}` : null]
      .filter(Boolean)
      .join('-');
  return { frame, fileName };
}
