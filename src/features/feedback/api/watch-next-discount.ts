import { useEffect, useState } from 'react';
import { listenToFirestore } from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS } from '@contracts/collections';
import { storedDiscountSchema } from '@contracts/feedback';
import type { TimestampLike } from '@contracts/fields';
import { schemaConverter } from '@/lib/firebase/converters';
import type { RenewalDiscount } from '../types';

/** A stored discount through its contract; one without a percent or renewal date is skipped. */
const discountConverter = schemaConverter(
  storedDiscountSchema,
  {
    percent: null as number | null,
    renewalDate: null as TimestampLike | null,
    status: 'pending',
  },
  ({ percent, renewalDate, status }, id): RenewalDiscount | null =>
    percent === null || renewalDate === null
      ? null
      : { id, percent, renewalDate: renewalDate.toDate().toISOString(), status },
);

/** The pending discount with the nearest renewal still to come, from a list of discounts. */
export function nextPendingDiscount(
  discounts: readonly RenewalDiscount[],
  now: number = Date.now(),
): RenewalDiscount | null {
  return (
    discounts
      .filter((discount) => discount.status === 'pending' && Date.parse(discount.renewalDate) > now)
      .sort((a, b) => Date.parse(a.renewalDate) - Date.parse(b.renewalDate))[0] ?? null
  );
}

/**
 * Follows the discounts the server has recorded for `uid` (clients never write them) and
 * reports the one for the next renewal, or null while there is none.
 */
export function watchNextDiscount(
  uid: string,
  onChange: (discount: RenewalDiscount | null) => void,
): () => void {
  const fail = (error: unknown) => {
    console.warn('Could not follow the renewal discount', error);
    onChange(null);
  };
  return listenToFirestore(
    (fs) =>
      fs.onSnapshot(
        fs.query(
          fs.collection(fs.db, COLLECTIONS.discounts).withConverter(discountConverter),
          fs.where('uid', '==', uid),
        ),
        (snapshot) => {
          const discounts = snapshot.docs
            .map((entry) => entry.data())
            .filter((discount): discount is RenewalDiscount => discount !== null);
          onChange(nextPendingDiscount(discounts));
        },
        fail,
      ),
    fail,
  );
}

/**
 * The discount on the person's next renewal, kept up to date while mounted. `watch` follows it
 * (tests pass their own).
 */
export function useNextDiscount(
  uid: string,
  watch: typeof watchNextDiscount = watchNextDiscount,
): RenewalDiscount | null {
  const [discount, setDiscount] = useState<RenewalDiscount | null>(null);
  useEffect(() => {
    try {
      return watch(uid, setDiscount);
    } catch (error) {
      console.warn('Could not follow the renewal discount', error);
      return undefined;
    }
  }, [uid, watch]);
  return discount;
}
