import { useLocation } from 'react-router-dom';
import { SignInPage } from '@/features/auth/components/sign-in-page';

export default function LoginRoute() {
  const location = useLocation();
  const state = location.state as { notice?: unknown } | null;
  return <SignInPage notice={typeof state?.notice === 'string' ? state.notice : undefined} />;
}
