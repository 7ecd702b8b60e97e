import { DataList, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { customerAccessMachine } from '#machines/customer-access/machine';
import {
  selectAction,
  selectAmount,
  selectAvailable,
  selectErrors,
  selectFailure,
  selectGiveValues,
  selectIsBusy,
  selectIsConfirming,
  selectIsEditing,
  selectPurchaseId,
} from '#machines/customer-access/selectors';
import { readAccessOptions, type Customer } from '#src/api/reads/admin-customers';
import { useRead } from '#src/app/use-read';
import { appNow } from '#src/domain/app-clock';
import {
  creditsAfterGrant,
  creditsAfterRemoval,
  creditsAfterRevoke,
  creditTotal,
  type CreditCount,
  type GiveAccessValues,
} from '#src/domain/customer-access';
import { formatMxn } from '#src/domain/money';
import { es } from '#src/i18n/es-admin';
import { DialogFrame } from '#src/ui/dialog-frame';
import { LoadingLine } from '#src/ui/load-states';
import { FieldInput } from '#src/admin/editor/field-input';
import { SaveFailureAlert } from '#src/admin/save-failure-alert';
import type { FormField } from '#src/admin/resources/definition';
import { fullName } from '#src/domain/full-name';

const text = es.access;
type AccessActor = ActorRefFrom<typeof customerAccessMachine>;

export const creditText = (count: CreditCount) =>
  count === 'unlimited' ? es.customer.unlimited : String(count);

/**
 * The form and the 'Precaución' confirmation of the customer page's access actions, in one dialog
 * that changes its content: a second dialog opening as the first closes would see the focus move
 * outside it and close itself.
 */
export function AccessDialogs({ actor, customer }: { actor: AccessActor; customer: Customer }) {
  const editing = useSelector(actor, selectIsEditing);
  const confirming = useSelector(actor, selectIsConfirming);
  const busy = useSelector(actor, selectIsBusy);
  const action = useSelector(actor, selectAction);
  const effect = useAccessEffect(actor, customer);
  const send = (type: 'access.submit' | 'access.confirm' | 'access.back' | 'access.close') => () =>
    actor.send({ type });
  return (
    <DialogFrame
      open={editing || confirming}
      role={confirming ? 'alertdialog' : 'dialog'}
      title={confirming ? text.confirmTitle : action === 'remove' ? text.removeTitle : text.giveTitle}
      busy={busy}
      onClose={confirming ? send('access.back') : send('access.close')}
      onSubmit={confirming ? undefined : send('access.submit')}
      secondaryLabel={confirming ? text.back : text.cancel}
      primary={
        confirming
          ? {
              label: effect.label,
              colorPalette: action === 'give' || action === 'markPaid' ? 'brand' : 'red',
              onClick: send('access.confirm'),
            }
          : { label: text.next }
      }
    >
      {confirming ? (
        <ConfirmBody actor={actor} effect={effect} />
      ) : action === 'remove' ? (
        <RemoveClassesForm actor={actor} />
      ) : (
        <GiveAccessForm actor={actor} />
      )}
    </DialogFrame>
  );
}

function FailureNote({ actor }: { actor: AccessActor }) {
  const failure = useSelector(actor, selectFailure);
  return (
    <SaveFailureAlert failure={failure} texts={{ saveFailed: text.failed, unavailable: text.unavailable }} />
  );
}

function GiveAccessForm({ actor }: { actor: AccessActor }) {
  const options = useRead(readAccessOptions, undefined);
  const values = useSelector(actor, selectGiveValues);
  const errors = useSelector(actor, selectErrors);
  const fields: Array<FormField & { name: keyof GiveAccessValues }> = [
    {
      name: 'classPackageId',
      kind: 'select',
      required: true,
      label: text.package,
      options: (options.data?.packages ?? []).map((pkg) => ({
        value: String(pkg.class_package_id),
        label: pkg.title,
      })),
    },
    { name: 'days', kind: 'number', integer: true, label: text.days, help: text.daysHelp },
    { name: 'isGift', kind: 'boolean', label: text.gift },
    {
      name: 'paymentMethodId',
      kind: 'select',
      label: text.paymentMethod,
      options: (options.data?.paymentMethods ?? []).map((method) => ({
        value: String(method.payment_method_id),
        label: method.name,
      })),
    },
    { name: 'bill', kind: 'boolean', label: text.bill },
  ];
  return (
    <Stack gap="4">
      <FailureNote actor={actor} />
      {options.status === 'loading' && <LoadingLine text={text.packagesLoading} />}
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={values[field.name]}
          values={values as unknown as Record<string, string | boolean>}
          error={errors[field.name]}
          onChange={(value) => actor.send({ type: 'access.change', values: { [field.name]: value } })}
        />
      ))}
    </Stack>
  );
}

function RemoveClassesForm({ actor }: { actor: AccessActor }) {
  const amount = useSelector(actor, selectAmount);
  const available = useSelector(actor, selectAvailable);
  const errors = useSelector(actor, selectErrors);
  return (
    <Stack gap="4">
      <FailureNote actor={actor} />
      <FieldInput
        field={{
          name: 'amount',
          kind: 'number',
          integer: true,
          required: true,
          label: text.amount,
          help: text.amountHelp.replace('{available}', String(available)),
        }}
        value={amount}
        values={{ amount }}
        error={errors.amount}
        onChange={(value) => actor.send({ type: 'access.amount', amount: String(value ?? '') })}
      />
    </Stack>
  );
}

interface AccessEffect {
  summary: string;
  before: CreditCount;
  after: CreditCount;
  label: string;
}

/** What the confirmation says the action will do: in words, and the credits before and after. */
function useAccessEffect(actor: AccessActor, customer: Customer): AccessEffect {
  const action = useSelector(actor, selectAction);
  const values = useSelector(actor, selectGiveValues);
  const amount = useSelector(actor, selectAmount);
  const purchaseId = useSelector(actor, selectPurchaseId);
  const options = useRead(readAccessOptions, undefined);
  const now = appNow();
  const rows = customer.available_classes ?? [];
  const before = creditTotal(rows, now);
  const name = fullName(customer);
  if (action === 'revoke') {
    const purchase = customer.purchases?.find((p) => p.purchase_id === purchaseId);
    return {
      summary: text.revokeSummary.replace('{title}', purchase?.title ?? '').replace('{name}', name),
      before,
      after: creditsAfterRevoke(rows, purchaseId ?? -1, now),
      label: text.confirmRevoke,
    };
  }
  if (action === 'markPaid') {
    const purchase = customer.purchases?.find((p) => p.purchase_id === purchaseId);
    return {
      summary: text.markPaidSummary
        .replace('{title}', purchase?.title ?? '')
        .replace('{name}', name)
        .replace('{total}', formatMxn(purchase?.total_payment ?? 0)),
      before,
      after: creditsAfterGrant(before, purchase?.class_amount),
      label: text.confirmMarkPaid,
    };
  }
  if (action === 'remove') {
    return {
      summary: text.removeSummary.replace('{amount}', amount).replace('{name}', name),
      before,
      after: creditsAfterRemoval(before, Number(amount)),
      label: text.confirmRemove,
    };
  }
  const pkg = options.data?.packages.find((p) => String(p.class_package_id) === values.classPackageId);
  return {
    summary: text.giveSummary
      .replace('{name}', name)
      .replace('{package}', pkg?.title ?? '')
      .replace('{gift}', values.isGift ? text.giftSuffix : ''),
    before,
    after: creditsAfterGrant(before, pkg?.class_amount),
    label: text.confirmGive,
  };
}

function ConfirmBody({ actor, effect }: { actor: AccessActor; effect: AccessEffect }) {
  return (
    <Stack gap="3">
      <FailureNote actor={actor} />
      <Text>{effect.summary}</Text>
      <DataList.Root orientation="horizontal" data-testid="credits-effect">
        <DataList.Item>
          <DataList.ItemLabel>{text.creditsBefore}</DataList.ItemLabel>
          <DataList.ItemValue>{creditText(effect.before)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{text.creditsAfter}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">{creditText(effect.after)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
