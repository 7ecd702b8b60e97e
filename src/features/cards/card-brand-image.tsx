import type { CardType } from '#src/domain/card-brand';
import { es } from '#src/i18n/es';

/**
 * The card brand's mark, drawn inline (no image files to host): an `img` named after the brand,
 * so screen readers say "Visa" where sighted customers see the logo.
 */
export function CardBrandImage({ type, width = 48 }: { type: CardType; width?: number }) {
  const name = es.cards.brand[type];
  return (
    <svg role="img" aria-label={name} width={width} height={(width * 2) / 3} viewBox="0 0 48 32">
      {type === 'visa' && <VisaMark />}
      {type === 'mastercard' && <MastercardMark />}
      {type === 'amex' && <AmexMark />}
    </svg>
  );
}

const wordmark = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  fontWeight: 700,
  textAnchor: 'middle',
} as const;

function VisaMark() {
  return (
    <>
      <rect width="48" height="32" rx="4" fill="#1a1f71" />
      <text x="24" y="21" fill="#ffffff" fontSize="13" fontStyle="italic" {...wordmark}>
        VISA
      </text>
    </>
  );
}

function MastercardMark() {
  return (
    <>
      <rect width="48" height="32" rx="4" fill="#222222" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" />
      <path d="M24 8.4a9 9 0 0 1 0 15.2a9 9 0 0 1 0-15.2z" fill="#ff5f00" />
    </>
  );
}

function AmexMark() {
  return (
    <>
      <rect width="48" height="32" rx="4" fill="#2e77bc" />
      <text x="24" y="20" fill="#ffffff" fontSize="11" {...wordmark}>
        AMEX
      </text>
    </>
  );
}
