import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import {
  selectAppliedDiscount,
  selectDiscountCode,
  selectDiscountError,
  selectIsPaying,
  selectValidatingDiscount,
} from '#machines/checkout/selectors';
import { es } from '#src/i18n/es';
import { discountErrorText } from './checkout-messages';
import type { CheckoutActor } from './use-checkout-actor';

/** §2: a code checked against this package with Aplicar; a way to take it off again. */
export function DiscountForm({ actor }: { actor: CheckoutActor }) {
  const code = useSelector(actor, selectDiscountCode);
  const applied = useSelector(actor, selectAppliedDiscount);
  const error = useSelector(actor, selectDiscountError);
  const validating = useSelector(actor, selectValidatingDiscount);
  const paying = useSelector(actor, selectIsPaying);
  const canApply = useSelector(actor, (s) => s.can({ type: 'discount.apply' }));

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'discount.apply' });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={2}>
        <Field.Root invalid={Boolean(error)} disabled={paying}>
          <Field.Label>{es.checkout.discountLabel}</Field.Label>
          <HStack gap={2} w="full" align="flex-start">
            <Input
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(event) => actor.send({ type: 'discount.change', code: event.target.value })}
            />
            <Button type="submit" variant="outline" loading={validating} disabled={!canApply}>
              {es.checkout.discountApply}
            </Button>
          </HStack>
          {error && <Field.ErrorText>{discountErrorText(error)}</Field.ErrorText>}
        </Field.Root>
        {applied && (
          <HStack gap={3} wrap="wrap" role="status">
            <Text color="green.fg">{es.checkout.discountAppliedNote(applied.discountCode)}</Text>
            <Button
              size="xs"
              variant="ghost"
              disabled={paying}
              onClick={() => actor.send({ type: 'discount.clear' })}
            >
              {es.checkout.discountClear}
            </Button>
          </HStack>
        )}
      </Stack>
    </form>
  );
}
