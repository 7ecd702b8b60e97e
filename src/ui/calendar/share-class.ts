import type { SingleClass } from '#src/api/entities';
import { sharedClassPath } from '#src/domain/shared-class';
import { es } from '#src/i18n/es-calendar';
import { showError, showSuccess } from '#src/ui/alerts';
import { dayjs } from '#src/domain/dates';

const text = es.calendar.card;
/** The class's wall-clock time (decision 004): 'martes 24 de noviembre, 07:00'. */
const SHARE_DATE_FORMAT = 'dddd D [de] MMMM, HH:mm';

/**
 * Shares a class's link: the phone's own share sheet where there is one, otherwise the link is
 * copied and an alert says so (or shows it, when the clipboard is refused).
 */
export async function shareClass(singleClass: SingleClass): Promise<void> {
  const url = new URL(sharedClassPath(singleClass), window.location.origin).toString();
  const title = singleClass.class_type.name;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title,
        text: text.shareText(title, dayjs.utc(singleClass.class_date).format(SHARE_DATE_FORMAT)),
        url,
      });
      return;
    } catch (error) {
      // Closing the share sheet is the customer's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showSuccess(text.linkCopied);
  } catch {
    showError(text.linkNotCopied(url));
  }
}
