// The exact texts the product gives for Firebase set-up failures.
export const FIREBASE_ERRORS = {
  initFailed: 'Failed to initialize Firebase',
  firestoreMissing: 'Firebase Firestore not initialized. Check your environment variables.',
  authMissing: 'Firebase Auth not initialized. Check your environment variables.',
} as const;
