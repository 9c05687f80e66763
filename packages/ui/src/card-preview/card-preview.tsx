import { detectCardBrand, formatCardNumber, type CardBrand } from '@portal/domain/card';
import * as styles from '#card-preview/card-preview.css.ts';

/** Card scheme names as printed on the cards; pass translated names where a language has its own. */
export const CARD_BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  visa: 'VISA',
  mastercard: 'Mastercard',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

const EMPTY_NUMBER = '•••• •••• •••• ••••';

interface CardPreviewProps {
  /** The number as typed so far, spaces or not. */
  number: string;
  name: string;
  /** MM/YY as typed. */
  expiry: string;
  /** Shown while the name is empty ("Name on card"). */
  namePlaceholder: string;
  /** Shown while the expiry is empty ("MM/YY"). */
  expiryPlaceholder: string;
  brandNames?: Partial<Record<CardBrand, string>>;
  /** The scheme when the number is not ours to read (typed into a provider's own field). */
  brand?: CardBrand;
}

/**
 * A live picture of the card being entered (§2 payment method): the number grouped as the brand
 * prints it (§5, from @portal/domain/card) and the brand detected from its first digits. It only
 * mirrors the form's labelled fields, so it is hidden from screen readers.
 */
export function CardPreview({
  number,
  name,
  expiry,
  namePlaceholder,
  expiryPlaceholder,
  brandNames,
  brand = detectCardBrand(number),
}: CardPreviewProps) {
  const names = { ...CARD_BRAND_NAMES, ...brandNames };
  const grouped = formatCardNumber(number);
  return (
    <div className={styles.card} aria-hidden="true" data-brand={brand}>
      <div className={styles.top}>
        <span className={styles.chip} />
        <span className={styles.brand}>{brand === 'unknown' ? '' : names[brand]}</span>
      </div>
      <span className={styles.number}>{grouped || EMPTY_NUMBER}</span>
      <div className={styles.bottom}>
        <span className={styles.name}>{name || namePlaceholder}</span>
        <span className={styles.expiry}>{expiry || expiryPlaceholder}</span>
      </div>
    </div>
  );
}
