import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Query } from 'firebase/firestore';
import { firestore, type ReadingFirestore } from '@/lib/firebase/firestore-sdk';
import { DAY_MS } from '@contracts/fields';
import { COLLECTIONS } from '@contracts/collections';
import { ROLES, type Role } from '@contracts/roles';
import { adminOverviewKeys } from './query-keys';

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

const count = async (fs: ReadingFirestore, source: Query) =>
  (await fs.getCountFromServer(source)).data().count;

/**
 * The admin dashboard's figures, counted by the server (aggregation queries read no documents):
 * people per role, disabled accounts, and the last week's security alerts, failed audited actions
 * and feedback.
 */
export async function getPlatformFigures(now = Date.now()): Promise<PlatformFigures> {
  const fs = await firestore('read');
  const users = fs.collection(fs.db, COLLECTIONS.users);
  const audit = fs.collection(fs.db, COLLECTIONS.auditLogs);
  const since = fs.Timestamp.fromMillis(now - RECENT_DAYS * DAY_MS);
  const [roleCounts, disabledUsers, securityAlerts, failedActions, feedback] = await Promise.all([
    Promise.all(ROLES.map((role) => count(fs, fs.query(users, fs.where('role', '==', role))))),
    count(fs, fs.query(users, fs.where('disabled', '==', true))),
    count(
      fs,
      fs.query(
        audit,
        fs.where('action', '==', 'SECURITY_ALERT'),
        fs.where('timestamp', '>=', since),
      ),
    ),
    count(
      fs,
      fs.query(audit, fs.where('success', '==', false), fs.where('timestamp', '>=', since)),
    ),
    count(
      fs,
      fs.query(fs.collection(fs.db, COLLECTIONS.feedback), fs.where('createdAt', '>=', since)),
    ),
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
    queryKey: adminOverviewKeys.figures(),
    queryFn: () => getPlatformFigures(),
    staleTime: 60_000,
  });

export const usePlatformFigures = () => useQuery(platformFiguresQueryOptions());
