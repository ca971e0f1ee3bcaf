import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Query } from 'firebase/firestore';
import {
  collection,
  getCountFromServer,
  query,
  Timestamp,
  where,
  loadFirestoreSdk,
} from '@/lib/firebase/firestore-sdk';
import { DAY_MS } from '@contracts/fields';
import { COLLECTIONS } from '@contracts/collections';
import { ROLES, type Role } from '@contracts/roles';
import { getDb } from '@/lib/firebase/firestore';

/** The window of the dashboard's recent figures. */
export const RECENT_DAYS = 7;

export interface PlatformFigures {
  usersByRole: Record<Role, number>;
  disabledUsers: number;
  /** Within the last RECENT_DAYS days. */
  securityAlerts: number;
  failedActions: number;
  feedback: number;
}

const count = async (source: Query) => {
  return (await getCountFromServer(source)).data().count;
};

/**
 * The admin dashboard's figures, counted by the server (aggregation queries read no documents):
 * people per role, disabled accounts, and the last week's security alerts, failed audited actions
 * and feedback.
 */
export async function getPlatformFigures(now = Date.now()): Promise<PlatformFigures> {
  await loadFirestoreSdk();
  const db = getDb();
  const users = collection(db, COLLECTIONS.users);
  const audit = collection(db, COLLECTIONS.auditLogs);
  const since = Timestamp.fromMillis(now - RECENT_DAYS * DAY_MS);
  const [roleCounts, disabledUsers, securityAlerts, failedActions, feedback] = await Promise.all([
    Promise.all(ROLES.map((role) => count(query(users, where('role', '==', role))))),
    count(query(users, where('disabled', '==', true))),
    count(query(audit, where('action', '==', 'SECURITY_ALERT'), where('timestamp', '>=', since))),
    count(query(audit, where('success', '==', false), where('timestamp', '>=', since))),
    count(query(collection(db, COLLECTIONS.feedback), where('createdAt', '>=', since))),
  ]);
  return {
    usersByRole: Object.fromEntries(
      ROLES.map((role, index) => [role, roleCounts[index] ?? 0]),
    ) as Record<Role, number>,
    disabledUsers,
    securityAlerts,
    failedActions,
    feedback,
  };
}

export const platformFiguresQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-overview', 'figures'],
    queryFn: () => getPlatformFigures(),
    staleTime: 60_000,
  });

export const usePlatformFigures = () => useQuery(platformFiguresQueryOptions());
