import { RadioGroup, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { PaymentChoice } from '#src/domain/checkout-rules';
import {
  selectChoice,
  selectChoices,
  selectIsPaying,
  selectPaymentMethods,
  selectSavedCards,
  selectSettings,
} from '#machines/checkout/selectors';
import { savedCardType } from '#src/domain/card-brand';
import { es } from '#src/i18n/es';
import { CardEntry } from './card-entry';
import { CashDetails } from './cash-details';
import type { CheckoutActor } from './use-checkout-actor';

const BRAND = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' } as const;

/** A radio value for each choice (`card`, `savedCard:1`, `cash:2`, `paypal`). */
export function choiceValue(choice: PaymentChoice): string {
  if (choice.kind === 'savedCard') return `savedCard:${choice.paymentSourceId}`;
  if (choice.kind === 'cash') return `cash:${choice.paymentMethodId}`;
  return choice.kind;
}

/** §2 payment choices: card, saved cards, cash methods and PayPal, each with what it needs below. */
export function PaymentChoices({ actor }: { actor: CheckoutActor }) {
  const choices = useSelector(actor, selectChoices);
  const choice = useSelector(actor, selectChoice);
  const cards = useSelector(actor, selectSavedCards);
  const methods = useSelector(actor, selectPaymentMethods);
  const paying = useSelector(actor, selectIsPaying);
  const { stripeMode } = useSelector(actor, selectSettings);

  function label(option: PaymentChoice): string {
    switch (option.kind) {
      case 'card':
        return es.checkout.choiceCard;
      case 'savedCard': {
        const card = cards.find((saved) => saved.payment_source_id === option.paymentSourceId);
        return es.checkout.choiceSavedCard(BRAND[savedCardType(card?.card_type)], card?.last_digits ?? '');
      }
      case 'cash':
        return methods.find((method) => method.payment_method_id === option.paymentMethodId)?.name ?? '';
      case 'paypal':
        return es.checkout.choicePaypal;
    }
  }

  return (
    <Stack gap={4}>
      <RadioGroup.Root
        aria-labelledby="checkout-payment"
        value={choice ? choiceValue(choice) : null}
        disabled={paying}
        onValueChange={(details) => {
          const next = choices.find((option) => choiceValue(option) === details.value);
          if (next) actor.send({ type: 'choice.select', choice: next });
        }}
      >
        <Stack gap={3}>
          {choices.map((option) => (
            <RadioGroup.Item key={choiceValue(option)} value={choiceValue(option)}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{label(option)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {/* Kept mounted while card is chosen, so a failed payment never loses what was typed. */}
      {choice?.kind === 'card' && <CardEntry actor={actor} onProviderPage={stripeMode === 'session'} />}
      {choice?.kind === 'cash' && (
        <CashDetails method={methods.find((method) => method.payment_method_id === choice.paymentMethodId)} />
      )}
    </Stack>
  );
}
