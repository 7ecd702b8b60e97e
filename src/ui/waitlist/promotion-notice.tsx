import { Alert, Button, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { readPromotionsToTell, type WaitlistPromotion } from '#src/api/reads/waitlist-promotions';
import { loadToldPromotions, rememberToldPromotions } from '#src/api/told-promotions';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { DATE_FORMAT, dayjs, TIME_FORMAT } from '#src/domain/dates';
import { es } from '#src/i18n/es';

function describe(promotion: WaitlistPromotion): string {
  const singleClass = promotion.single_class;
  const text = es.pwa;
  if (!singleClass) return text.promotionBodyNoClass;
  // Class dates are the studio's wall clock written as UTC (decision 004).
  const when = dayjs.utc(singleClass.class_date).format(`dddd ${DATE_FORMAT} · ${TIME_FORMAT}`);
  return text.promotionBody(singleClass.class_type.name, when);
}

/**
 * On the customer's next visit after the server moved them from a waitlist into a class: that
 * they have a place, once. What was told before this visit began is left out; what shows now is
 * remembered on the device at once, and stays on screen until dismissed.
 */
export function WaitlistPromotionNotice({ customerId }: { customerId: number }) {
  const { timezoneOffset } = useAppConfig();
  const [toldBefore] = useState(() => [...loadToldPromotions(customerId)]);
  const read = useRead(readPromotionsToTell, { told: toldBefore, offsetHours: timezoneOffset });
  const [dismissed, setDismissed] = useState(false);
  const promotions = read.data;
  useEffect(() => {
    if (promotions?.length) {
      rememberToldPromotions(
        customerId,
        promotions.map((promotion) => promotion.waitlist_promotion_id),
      );
    }
  }, [promotions, customerId]);
  if (dismissed || !promotions?.length) return null;
  const text = es.pwa;
  return (
    <Alert.Root status="success" role="status" data-testid="waitlist-promotion" borderRadius="0">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text.promotionTitle}</Alert.Title>
        {promotions.map((promotion) => (
          <Alert.Description key={promotion.waitlist_promotion_id}>{describe(promotion)}</Alert.Description>
        ))}
        <HStack mt="2" gap="2">
          <Button asChild size="sm" colorPalette="brand" onClick={() => setDismissed(true)}>
            <RouterLink to="/mystudio/reservaciones">{text.promotionSeeReservations}</RouterLink>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
            {text.promotionDismiss}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
