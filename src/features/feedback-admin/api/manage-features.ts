import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDocs,
  serverTimestamp,
  updateDoc,
  loadFirestoreSdk,
} from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS } from '@contracts/collections';
import {
  DEFAULT_FEATURE_STATUS,
  FEATURE_STATUSES,
  type FeatureForm,
  type FeatureStatus,
} from '@contracts/feedback';
import { getDb } from '@/lib/firebase/firestore';

export interface ManagedFeature {
  id: string;
  title: string;
  description: string;
  status: FeatureStatus;
  votes: number;
}

const statusOf = (value: unknown): FeatureStatus =>
  (FEATURE_STATUSES as readonly unknown[]).includes(value)
    ? (value as FeatureStatus)
    : DEFAULT_FEATURE_STATUS;

/** Every feature suggestion, most voted first. */
export async function listFeatures(): Promise<ManagedFeature[]> {
  await loadFirestoreSdk();
  const snapshot = await getDocs(collection(getDb(), COLLECTIONS.features));
  return snapshot.docs
    .map((feature) => {
      const data = feature.data();
      return {
        id: feature.id,
        title: typeof data.title === 'string' ? data.title : feature.id,
        description: typeof data.description === 'string' ? data.description : '',
        status: statusOf(data.status),
        votes: typeof data.votes === 'number' ? data.votes : 0,
      };
    })
    .sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
}

export const featuresQueryOptions = () =>
  queryOptions({ queryKey: ['feedback-admin', 'features'], queryFn: listFeatures });

export const useManagedFeatures = () => useQuery(featuresQueryOptions());

/** The stored fields of a form: an empty description is none. */
const fieldsOf = (form: FeatureForm) => ({
  title: form.title,
  status: form.status,
  description: form.description ? form.description : deleteField(),
  updatedAt: serverTimestamp(),
});

export async function addFeature(form: FeatureForm): Promise<string> {
  await loadFirestoreSdk();
  const { description, ...rest } = fieldsOf(form);
  const ref = await addDoc(collection(getDb(), COLLECTIONS.features), {
    ...rest,
    ...(form.description ? { description } : {}),
    votes: 0,
    createdAt: serverTimestamp(),
  });
  return ref.id;
}

export const updateFeature = (id: string, form: FeatureForm) =>
  updateDoc(doc(getDb(), COLLECTIONS.features, id), fieldsOf(form));

export const setFeatureStatus = (id: string, status: FeatureStatus) =>
  updateDoc(doc(getDb(), COLLECTIONS.features, id), { status, updatedAt: serverTimestamp() });

export const deleteFeature = (id: string) => deleteDoc(doc(getDb(), COLLECTIONS.features, id));

/** Writes, each reading the features (here and in everyone's panel) again when done. */
export function useFeatureWrites() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['feedback-admin', 'features'] }),
      queryClient.invalidateQueries({ queryKey: ['features'] }),
    ]);
  return {
    add: useMutation({ mutationFn: addFeature, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, form }: { id: string; form: FeatureForm }) => updateFeature(id, form),
      onSuccess: refresh,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: FeatureStatus }) =>
        setFeatureStatus(id, status),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteFeature, onSuccess: refresh }),
  };
}
