import { expect, type Locator, type Page } from '@playwright/test';

/**
 * On the back-office schedule: a class card's Cancelar, up to the warning that names how many
 * customers it affects (its taken places). Answers the warning and that number.
 */
export async function askToCancelClass(
  page: Page,
  card: Locator,
): Promise<{ dialog: Locator; taken: string }> {
  const taken = /(\d+)\/\d+ lugares/.exec((await card.textContent()) ?? '')?.[1] ?? '';
  await card.getByRole('button', { name: /^Cancelar/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Precaución' });
  await expect(dialog.getByTestId('cancel-affected')).toHaveText(
    `Afecta a ${taken} clientes: se les devolverán sus créditos y se les avisará por correo.`,
  );
  return { dialog, taken };
}
