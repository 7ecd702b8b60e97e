import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { appNow } from '#src/domain/app-clock';
import { cardEntryErrors, type CardEntry, type CardEntryError, type CardField } from '#src/domain/card-entry';
import { CardFields, EMPTY_CARD } from '#src/features/cards/card-fields';
import { cancelHosted, payHosted, type HostedPurchase } from './hosted-checkout';
import { hostedCheckoutText as text } from './provider-strings';

/** The hosted page's card form: 'Pagar' charges by test card, 'Cancelar' goes back to the checkout. */
export function HostedCheckoutForm({ purchase }: { purchase: HostedPurchase }) {
  const navigate = useNavigate();
  const [card, setCard] = useState<CardEntry>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<CardField, CardEntryError>>>({});
  const [decline, setDecline] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const found = cardEntryErrors(card, appNow(), { withName: false });
    setErrors(found);
    setDecline(null);
    if (Object.keys(found).length > 0) return;
    setBusy('pay');
    const declined = await payHosted(purchase.purchase_id, card.number);
    if (!declined) {
      void navigate(`/gracias/${purchase.purchase_id}`, { replace: true });
      return;
    }
    setDecline(declined.message);
    setBusy(null);
  };

  const cancel = async () => {
    setBusy('cancel');
    await cancelHosted(purchase.purchase_id);
    void navigate(purchase.class_package_id ? `/checkout/${purchase.class_package_id}` : '/', {
      replace: true,
    });
  };

  return (
    <form onSubmit={(event) => void pay(event)} noValidate>
      <Stack gap="5">
        {decline && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{decline}</Alert.Description>
          </Alert.Root>
        )}
        <CardFields
          values={card}
          errors={errors}
          disabled={busy !== null}
          withName={false}
          onChange={(next, field) => {
            setCard(next);
            setErrors(({ [field]: _changed, ...rest }) => rest);
          }}
        />
        <HStack gap="3" justify="flex-end">
          <Button
            variant="outline"
            onClick={() => void cancel()}
            loading={busy === 'cancel'}
            disabled={busy === 'pay'}
          >
            {text.cancel}
          </Button>
          <Button type="submit" colorPalette="blue" loading={busy === 'pay'} disabled={busy === 'cancel'}>
            {text.pay}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
