import { renewalKey } from '#src/domain/commerce/renewal-keys';
import { db, type ClassPackageRecord } from '#mocks/db';
import { personas } from '#mocks/personas';
import { CLASS_TYPE } from './catalogue';
import { FILLER_FIRST_ID } from './people';
import { daysFromNow } from './time';

export const PACKAGE = {
  trial: 1,
  single: 2,
  five: 3,
  ten: 4,
  unlimited: 5,
  subscription: 6,
  specialEvent: 7,
  online: 8,
  signupFee: 9,
  freeWelcome: 10,
  /** The landing page's reserve button buys this fixed package id. */
  home: 152,
} as const;

const image = { src: '/mock-assets/login.svg' };
const base = {
  package_id: null,
  description: null,
  image,
  is_special_event: false,
  is_trial: false,
  is_subscription: false,
  subscription_period: null,
  subscription_interval: null,
  free_trial_length: null,
  free_trial_period: null,
  limit_per_customer: null,
  allow_discount_over_sale_price: false,
  sale_price: null,
  expiration_days: 30,
  class_package_types: [],
  downloadable: null,
  file_url: null,
  receipt_file: null,
  on_home: false,
  online: false,
} satisfies Partial<ClassPackageRecord>;

const PACKAGES: ClassPackageRecord[] = [
  {
    ...base,
    class_package_id: PACKAGE.trial,
    title: 'Clase de prueba',
    price: 99,
    class_amount: 1,
    is_trial: true,
    limit_per_customer: 1,
    expiration_days: 15,
    order: 0,
    short_description: 'Tu primera clase en Lumen',
    on_home: true,
  },
  {
    ...base,
    class_package_id: PACKAGE.single,
    title: '1 clase',
    price: 180,
    class_amount: 1,
    order: 1,
    short_description: 'Una clase presencial',
  },
  {
    ...base,
    class_package_id: PACKAGE.five,
    title: '5 clases',
    price: 800,
    sale_price: 750,
    class_amount: 5,
    expiration_days: 60,
    order: 2,
    short_description: 'Vigencia de 60 días',
    allow_discount_over_sale_price: true,
  },
  {
    ...base,
    class_package_id: PACKAGE.ten,
    title: '10 clases',
    price: 1500,
    sale_price: 1350,
    class_amount: 10,
    expiration_days: 90,
    order: 3,
    short_description: 'Vigencia de 90 días',
    on_home: true,
  },
  {
    ...base,
    class_package_id: PACKAGE.unlimited,
    title: 'Ilimitado mensual',
    price: 2200,
    class_amount: -1,
    expiration_days: 30,
    order: 4,
    short_description: 'Todas las clases que quieras por 30 días',
    description: '<p>Reserva <strong>sin límite</strong> durante 30 días.</p>',
  },
  {
    ...base,
    class_package_id: PACKAGE.subscription,
    title: 'Membresía mensual',
    price: 1599,
    class_amount: 12,
    is_subscription: true,
    subscription_period: 'month',
    subscription_interval: 1,
    free_trial_length: 7,
    free_trial_period: 'day',
    order: 5,
    short_description: '12 clases al mes, se renueva cada mes',
    on_home: true,
  },
  {
    ...base,
    class_package_id: PACKAGE.specialEvent,
    title: 'Yoga al atardecer',
    price: 450,
    class_amount: 1,
    is_special_event: true,
    expiration_days: 7,
    order: 6,
    short_description: 'Evento especial en Polanco',
    class_package_types: [
      { class_package_type_id: 1, class_type_id: CLASS_TYPE.yoga, class_amount: 1, expiration_days: 7 },
    ],
  },
  {
    ...base,
    class_package_id: PACKAGE.online,
    title: 'Online ilimitado',
    price: 349,
    class_amount: 0,
    order: 7,
    short_description: 'Toda la videoteca por 30 días',
    online: true,
  },
  {
    ...base,
    class_package_id: PACKAGE.signupFee,
    title: 'Inscripción anual',
    price: 300,
    class_amount: 0,
    expiration_days: 365,
    order: 8,
    short_description: 'Inscripción al estudio',
  },
  {
    ...base,
    class_package_id: PACKAGE.freeWelcome,
    title: 'Clase de bienvenida',
    price: 0,
    class_amount: 1,
    limit_per_customer: 1,
    order: 9,
    short_description: 'Gratis para nuevas clientas',
  },
  {
    ...base,
    class_package_id: PACKAGE.home,
    title: '3 clases',
    price: 480,
    class_amount: 3,
    expiration_days: 30,
    order: 2,
    short_description: 'Para empezar la semana',
  },
];

export async function seedPackages(): Promise<void> {
  for (const classPackage of PACKAGES) await db.classPackages.create(classPackage);
}

export async function seedCommerce(): Promise<void> {
  const discounts = [
    {
      discount_id: 1,
      discountCode: 'BIENVENIDA10',
      amount: 10,
      is_percent: true,
      first_invoice_only: false,
      class_package_ids: null,
      max_uses: null,
      uses: 3,
    },
    {
      discount_id: 2,
      discountCode: 'MENOS100',
      amount: 100,
      is_percent: false,
      first_invoice_only: false,
      class_package_ids: [PACKAGE.five, PACKAGE.ten, PACKAGE.unlimited],
      max_uses: null,
      uses: 0,
    },
    {
      discount_id: 3,
      discountCode: 'AGOTADO',
      amount: 15,
      is_percent: true,
      first_invoice_only: false,
      class_package_ids: null,
      max_uses: 5,
      uses: 5,
    },
    {
      discount_id: 4,
      discountCode: 'PRIMERMES',
      amount: 50,
      is_percent: true,
      first_invoice_only: true,
      class_package_ids: [PACKAGE.subscription],
      max_uses: 100,
      uses: 12,
    },
  ];
  for (const discount of discounts) await db.discounts.create(discount);

  await db.paymentMethods.create({
    payment_method_id: 1,
    name: 'Efectivo',
    description: 'Paga en recepción o por depósito',
    instructions:
      '<p>Paga en la recepción de cualquiera de nuestras sedes o deposita a la cuenta indicada. Tu compra se activa al confirmar el pago.</p>',
  });
  await db.paymentMethods.create({
    payment_method_id: 2,
    name: 'Transferencia',
    description: 'SPEI',
    instructions:
      '<p>Transfiere a la CLABE indicada y envía tu comprobante a <a href="mailto:hola@lumen.mx">hola@lumen.mx</a>.</p>',
  });
  await db.paymentMethods.create({
    payment_method_id: 3,
    name: 'Tarjeta de crédito o débito',
    description: 'Visa, Mastercard y American Express',
    instructions: null,
  });

  const suscrita = personas.suscrita.customer_id;
  const cards = [
    {
      payment_source_id: 1,
      conekta_payment_source_id: 'src_mock_visa_4242',
      card_type: 'visa',
      last_digits: '4242',
    },
    {
      payment_source_id: 2,
      conekta_payment_source_id: 'src_mock_mc_4444',
      card_type: 'mastercard',
      last_digits: '4444',
    },
  ];
  for (const card of cards) {
    await db.savedCards.create({ ...card, customer_id: suscrita });
    await db.paymentSources.create({
      ...card,
      customer_id: suscrita,
      source_id: card.conekta_payment_source_id,
    });
  }

  await seedPurchases();
}

async function seedPurchases(): Promise<void> {
  const { ana, ilimitada, penalizada, suscrita } = personas;
  const purchases = [
    {
      purchase_id: 1,
      customer_id: ana.customer_id,
      class_package_id: PACKAGE.ten,
      title: '10 clases',
      amount: 1500,
      total_payment: 1350,
      status: 'completed',
      days: -20,
      class_amount: 10,
    },
    {
      purchase_id: 2,
      customer_id: ana.customer_id,
      class_package_id: PACKAGE.five,
      title: '5 clases',
      amount: 800,
      total_payment: 750,
      status: 'pending',
      days: -2,
      class_amount: 5,
      payment_method_id: 1,
    },
    {
      purchase_id: 3,
      customer_id: ana.customer_id,
      class_package_id: PACKAGE.single,
      title: '1 clase',
      amount: 180,
      total_payment: 180,
      status: 'failed',
      days: -30,
      class_amount: 1,
    },
    {
      purchase_id: 4,
      customer_id: ilimitada.customer_id,
      class_package_id: PACKAGE.unlimited,
      title: 'Ilimitado mensual',
      amount: 2200,
      total_payment: 2200,
      status: 'active',
      days: 0,
      class_amount: -1,
    },
    {
      purchase_id: 5,
      customer_id: penalizada.customer_id,
      class_package_id: PACKAGE.unlimited,
      title: 'Ilimitado mensual',
      amount: 2200,
      total_payment: 2200,
      status: 'active',
      days: -10,
      class_amount: -1,
    },
    {
      purchase_id: 6,
      customer_id: suscrita.customer_id,
      class_package_id: PACKAGE.subscription,
      title: 'Membresía mensual',
      amount: 1599,
      total_payment: 1599,
      status: 'active',
      days: -40,
      class_amount: 12,
      subscription_id: 'sub_mock_0006',
    },
    {
      purchase_id: 7,
      customer_id: suscrita.customer_id,
      class_package_id: PACKAGE.subscription,
      title: 'Membresía mensual',
      amount: 1599,
      total_payment: 1599,
      status: 'cancelled',
      days: -120,
      class_amount: 12,
      subscription_id: 'sub_mock_0007',
      cancelledDays: -70,
    },
    {
      purchase_id: 8,
      customer_id: suscrita.customer_id,
      class_package_id: PACKAGE.ten,
      title: '10 clases',
      amount: 1500,
      total_payment: 1350,
      status: 'revoked',
      days: -200,
      class_amount: 10,
    },
    {
      // Natalia began the membership with its 7-day free trial: nothing was sold that day; its
      // first payment, when the trial ended, is the sale (isPurchaseSale, chargeSales). Id 11:
      // 9 and 10 are the online months seeded with the content (seed/content.ts).
      purchase_id: 11,
      customer_id: FILLER_FIRST_ID + 13,
      class_package_id: PACKAGE.subscription,
      title: 'Membresía mensual',
      amount: 1599,
      total_payment: 1599,
      status: 'active',
      days: -12,
      class_amount: 12,
      subscription_id: 'sub_mock_0011',
      trialDays: 7,
    },
  ];
  for (const p of purchases) {
    const isSubscription = p.class_package_id === PACKAGE.subscription;
    await db.purchases.create({
      purchase_id: p.purchase_id,
      customer_id: p.customer_id,
      class_package_id: p.class_package_id,
      title: p.title,
      amount: p.amount,
      total_payment: p.total_payment,
      createdAt: daysFromNow(p.days),
      updatedAt: daysFromNow(p.cancelledDays ?? p.days),
      cancelledAt: p.cancelledDays === undefined ? null : daysFromNow(p.cancelledDays),
      status: p.status,
      class_amount: p.class_amount,
      payment_method_id: p.payment_method_id ?? null,
      subscription_id: p.subscription_id ?? null,
      subscription_interval: isSubscription ? 1 : null,
      subscription_period: isSubscription ? 'month' : null,
      free_trial_length: p.trialDays ?? null,
      expiration_days: 30,
    });
  }

  // A renewal is named by the period it charged (renewalKey): the mocks renew what falls due after
  // the seed (decision 089) and must find the seeded periods charged already.
  const invoices = [
    { invoice_id: 1, purchase_id: 6, total_payment: 1599, days: -40, status: 'completed' },
    { invoice_id: 2, purchase_id: 6, total_payment: 1599, days: -10, status: 'completed', charge: 1 },
    { invoice_id: 3, purchase_id: 7, total_payment: 1599, days: -120, status: 'completed' },
    { invoice_id: 4, purchase_id: 7, total_payment: 1599, days: -90, status: 'failed', charge: 1 },
    { invoice_id: 5, purchase_id: 11, total_payment: 0, days: -12, status: 'completed' },
    { invoice_id: 6, purchase_id: 11, total_payment: 1599, days: -5, status: 'completed', charge: 1 },
  ];
  for (const invoice of invoices) {
    await db.invoices.create({
      invoice_id: invoice.invoice_id,
      purchase_id: invoice.purchase_id,
      total_payment: invoice.total_payment,
      createdAt: daysFromNow(invoice.days),
      status: invoice.status,
      ...(invoice.charge ? { provider_invoice_id: renewalKey(invoice.purchase_id, invoice.charge) } : {}),
    });
  }
}
