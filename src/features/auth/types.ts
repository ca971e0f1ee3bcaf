export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** The profile document `users/{uid}`. `role` may hold a value the app does not know. */
export interface UserProfile {
  uid: string;
  role: string;
  displayName?: string;
  email?: string;
}
