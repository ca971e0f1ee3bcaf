import { useEffect, useState } from 'react';
import { collection, onSnapshot, query, Timestamp, where } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';
import type { RenewalDiscount } from '../types';

function toDiscount(id: string, data: Record<string, unknown>): RenewalDiscount | null {
  if (!(data.renewalDate instanceof Timestamp) || typeof data.percent !== 'number') return null;
  return {
    id,
    percent: data.percent,
    renewalDate: data.renewalDate.toDate().toISOString(),
    status: typeof data.status === 'string' ? data.status : 'pending',
  };
}

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
  return onSnapshot(
    query(collection(getDb(), 'discounts'), where('uid', '==', uid)),
    (snapshot) => {
      const discounts = snapshot.docs
        .map((entry) => toDiscount(entry.id, entry.data()))
        .filter((discount): discount is RenewalDiscount => discount !== null);
      onChange(nextPendingDiscount(discounts));
    },
    (error) => {
      console.warn('Could not follow the renewal discount', error);
      onChange(null);
    },
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
