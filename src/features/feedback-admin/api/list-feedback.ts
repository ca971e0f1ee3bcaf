import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS, docPaths, pathOf } from '@contracts/collections';
import type { InboxFilters } from '../lib/inbox-filters';
import { feedbackAdminKeys } from './query-keys';

/** Feedback read per page. */
export const INBOX_PAGE_SIZE = 20;
/** The component filter offers the components of this many latest feedback. */
export const COMPONENTS_SAMPLE = 200;

export interface InboxItem {
  id: string;
  text: string;
  component: string | null;
  contextTitle: string | null;
  locale: string;
  dictated: boolean;
  source: string;
  createdAtMs: number | null;
  author: { uid: string; name: string | null; email: string | null };
}

export interface InboxPage {
  items: InboxItem[];
  next: DocumentSnapshot | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
// a stored Timestamp (read by duck type: the SDK's class is loaded on first use)
const millis = (value: unknown) =>
  typeof (value as { toMillis?: unknown } | null)?.toMillis === 'function'
    ? (value as { toMillis: () => number }).toMillis()
    : null;

/** The people who wrote a page of feedback, read once each (administrators read profiles). */
async function authorsOf(uids: readonly string[]) {
  const fs = await firestore();
  const entries = await Promise.all(
    [...new Set(uids)].map(async (uid) => {
      try {
        const profile = await fs.getDoc(fs.doc(fs.db, pathOf(docPaths.user(uid))));
        return [uid, { name: text(profile.get('displayName')), email: text(profile.get('email')) }];
      } catch {
        return [uid, { name: null, email: null }];
      }
    }),
  );
  return new Map(entries as [string, { name: string | null; email: string | null }][]);
}

/** One page of feedback, newest first, of one component and a period, after `cursor`. */
export async function listFeedback(
  filters: InboxFilters,
  cursor: DocumentSnapshot | null,
): Promise<InboxPage> {
  const fs = await firestore();
  const constraints: QueryConstraint[] = [
    ...(filters.component ? [fs.where('context.component', '==', filters.component)] : []),
    ...(filters.from ? [fs.where('createdAt', '>=', fs.Timestamp.fromDate(filters.from))] : []),
    ...(filters.to ? [fs.where('createdAt', '<=', fs.Timestamp.fromDate(filters.to))] : []),
    fs.orderBy('createdAt', 'desc'),
    ...(cursor ? [fs.startAfter(cursor)] : []),
    fs.limit(INBOX_PAGE_SIZE + 1),
  ];
  const snapshot = await fs.getDocs(
    fs.query(fs.collection(fs.db, COLLECTIONS.feedback), ...constraints),
  );
  const docs = snapshot.docs.slice(0, INBOX_PAGE_SIZE);
  const authors = await authorsOf(docs.map((item) => String(item.get('authorUid') ?? '')));
  return {
    items: docs.map((item) => {
      const data = item.data();
      const context = (data.context ?? null) as { title?: unknown; component?: unknown } | null;
      const uid = String(data.authorUid ?? '');
      return {
        id: item.id,
        text: text(data.text) ?? '',
        component: text(context?.component),
        contextTitle: text(context?.title),
        locale: text(data.locale) ?? '',
        dictated: data.dictated === true,
        source: text(data.source) ?? '',
        createdAtMs: millis(data.createdAt),
        author: { uid, ...(authors.get(uid) ?? { name: null, email: null }) },
      };
    }),
    next: snapshot.docs.length > INBOX_PAGE_SIZE ? (docs.at(-1) ?? null) : null,
  };
}

export const inboxQueryOptions = (filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: feedbackAdminKeys.inbox(filters),
    queryFn: ({ pageParam }) => listFeedback(filters, pageParam),
    initialPageParam: null as DocumentSnapshot | null,
    getNextPageParam: (page) => page.next,
  });

export const useInbox = (filters: InboxFilters) => useInfiniteQuery(inboxQueryOptions(filters));

/** The components feedback was given about lately, for the filter. */
export async function listRecentComponents(): Promise<string[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(
    fs.query(
      fs.collection(fs.db, COLLECTIONS.feedback),
      fs.orderBy('createdAt', 'desc'),
      fs.limit(COMPONENTS_SAMPLE),
    ),
  );
  const components = new Set<string>();
  for (const item of snapshot.docs) {
    const component = text((item.get('context') as { component?: unknown } | null)?.component);
    if (component) components.add(component);
  }
  return [...components].sort((a, b) => a.localeCompare(b));
}

export const useRecentComponents = () =>
  useQuery(
    queryOptions({ queryKey: feedbackAdminKeys.components(), queryFn: listRecentComponents }),
  );
