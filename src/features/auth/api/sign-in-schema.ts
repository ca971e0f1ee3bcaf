// What the sign-in form checks, apart from Firebase Auth: the form loads Auth only to sign in.
import * as z from 'zod/mini';

export const signInSchema = z.object({
  email: z.email(),
  password: z.string().check(z.minLength(1)),
});
export type SignInInput = z.infer<typeof signInSchema>;
