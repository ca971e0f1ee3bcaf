import { useEffect, useState } from 'react';
import { listenToFirestore } from '@/lib/firebase/firestore-sdk';
import { WEBHOOK_LIMITS } from '@contracts/integrations';
import type { WebhookDelivery } from '../types';
import { deliveriesCollection } from './integrations-refs';

export type DeliveriesState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; deliveries: WebhookDelivery[] };

/**
 * Follows the company's most recent deliveries (newest first, WEBHOOK_LIMITS.recentDeliveries of
 * them) as the server records their tries; returns the unsubscribe.
 */
export function watchDeliveries(
  companyId: string,
  onChange: (state: DeliveriesState) => void,
): () => void {
  const fail = (error: unknown) => {
    console.warn('Stopped following the webhook deliveries', error);
    onChange({ status: 'error' });
  };
  return listenToFirestore(
    (fs) =>
      fs.onSnapshot(
        fs.query(
          deliveriesCollection(fs, companyId),
          fs.orderBy('createdAt', 'desc'),
          fs.limit(WEBHOOK_LIMITS.recentDeliveries),
        ),
        (snapshot) =>
          onChange({
            status: 'ready',
            deliveries: snapshot.docs.map((entry) => entry.data({ serverTimestamps: 'estimate' })),
          }),
        fail,
      ),
    fail,
  );
}

/** The recent deliveries, kept up to date while mounted. */
export function useDeliveries(
  companyId: string,
  watch: typeof watchDeliveries = watchDeliveries,
): DeliveriesState {
  const [state, setState] = useState<DeliveriesState>({ status: 'loading' });
  useEffect(() => {
    try {
      return watch(companyId, setState);
    } catch (error) {
      console.warn('Could not follow the webhook deliveries', error);
      setState({ status: 'error' });
      return undefined;
    }
  }, [companyId, watch]);
  return state;
}
