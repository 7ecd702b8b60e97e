import type { CreditsRow } from '#src/api/entities';
import { rowClassTypes } from '#src/domain/credits';
import { DATE_FORMAT, studioTime } from '#src/domain/dates';
import { es } from '#src/i18n/es';

/** One line of Mis Créditos, in the words the screen shows. */
export interface CreditRow {
  key: string;
  classTypes: string;
  schedules: string;
  credits: string;
  expiry: string;
}

const text = es.accountPages.credits;

export function creditRow(
  row: CreditsRow,
  index: number,
  classTypeNames: ReadonlyMap<number, string>,
  offsetHours: number,
): CreditRow {
  const types = rowClassTypes(row);
  return {
    key: String(row.available_class_id ?? `row-${index}`),
    classTypes: types
      ? types.map((id) => classTypeNames.get(id) ?? text.unknownClassType(id)).join(', ')
      : text.anyClassType,
    schedules: row.allowed_times?.trim() || text.anySchedule,
    // -1 is the specs' unlimited.
    credits: row.available_classes === -1 ? text.unlimited : String(row.available_classes),
    expiry: row.expiration_date
      ? studioTime(row.expiration_date, offsetHours).format(DATE_FORMAT)
      : text.noExpiry,
  };
}

/** Which optional columns the studio's settings show. */
export interface CreditColumns {
  classType: boolean;
  schedules: boolean;
}
