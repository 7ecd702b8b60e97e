import { studioTime } from '#src/domain/dates';
import { useAppConfig } from '#src/config/app-config-context';

/** An instant written in the studio's own clock (its configured offset), whatever the browser's zone. */
export function StudioTime({ value, format }: { value: string | Date; format: string }) {
  const { timezoneOffset } = useAppConfig();
  return <>{studioTime(value, timezoneOffset).format(format)}</>;
}
