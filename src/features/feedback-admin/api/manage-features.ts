import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firestore, type LoadedFirestore } from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS } from '@contracts/collections';
import {
  DEFAULT_FEATURE_STATUS,
  featureSchema,
  type FeatureForm,
  type FeatureStatus,
} from '@contracts/feedback';
import { schemaConverter } from '@/lib/firebase/converters';
import { feedbackAdminKeys } from './query-keys';

export interface ManagedFeature {
  id: string;
  title: string;
  description: string;
  status: FeatureStatus;
  votes: number;
}

/** features/{id} read through its contract: a feature without a title is named by its id. */
const managedFeatureConverter = schemaConverter(
  featureSchema,
  {
    title: undefined as string | undefined,
    description: undefined as string | undefined,
    status: undefined as FeatureStatus | undefined,
    votes: 0,
  },
  ({ title, description, status, votes }, id): ManagedFeature => ({
    id,
    title: title ?? id,
    description: description ?? '',
    status: status ?? DEFAULT_FEATURE_STATUS,
    votes,
  }),
);

/** Every feature suggestion, most voted first. */
export async function listFeatures(): Promise<ManagedFeature[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(
    fs.collection(fs.db, COLLECTIONS.features).withConverter(managedFeatureConverter),
  );
  return snapshot.docs
    .map((feature) => feature.data())
    .sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
}

export const featuresQueryOptions = () =>
  queryOptions({ queryKey: feedbackAdminKeys.features(), queryFn: listFeatures });

export const useManagedFeatures = () => useQuery(featuresQueryOptions());

/** The stored fields of a form: an empty description is none. */
const fieldsOf = (fs: LoadedFirestore, form: FeatureForm) => ({
  title: form.title,
  status: form.status,
  description: form.description ? form.description : fs.deleteField(),
  updatedAt: fs.serverTimestamp(),
});

export async function addFeature(form: FeatureForm): Promise<string> {
  const fs = await firestore();
  const { description, ...rest } = fieldsOf(fs, form);
  const ref = await fs.addDoc(fs.collection(fs.db, COLLECTIONS.features), {
    ...rest,
    ...(form.description ? { description } : {}),
    votes: 0,
    createdAt: fs.serverTimestamp(),
  });
  return ref.id;
}

export async function updateFeature(id: string, form: FeatureForm): Promise<void> {
  const fs = await firestore();
  await fs.updateDoc(fs.doc(fs.db, COLLECTIONS.features, id), fieldsOf(fs, form));
}

export async function setFeatureStatus(id: string, status: FeatureStatus): Promise<void> {
  const fs = await firestore();
  await fs.updateDoc(fs.doc(fs.db, COLLECTIONS.features, id), {
    status,
    updatedAt: fs.serverTimestamp(),
  });
}

export async function deleteFeature(id: string): Promise<void> {
  const fs = await firestore();
  await fs.deleteDoc(fs.doc(fs.db, COLLECTIONS.features, id));
}

/** Writes, each reading the features (here and in everyone's panel) again when done. */
export function useFeatureWrites() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: feedbackAdminKeys.features() }),
      queryClient.invalidateQueries({ queryKey: feedbackAdminKeys.suggestions }),
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
