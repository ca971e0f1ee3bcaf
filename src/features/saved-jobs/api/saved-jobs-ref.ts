import { collection, doc, type Firestore } from 'firebase/firestore';

export const savedJobsCollection = (db: Firestore, userId: string) =>
  collection(db, 'users', userId, 'savedJobs');

export const savedJobDoc = (db: Firestore, userId: string, jobId: string) =>
  doc(db, 'users', userId, 'savedJobs', jobId);
