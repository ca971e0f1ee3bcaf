import { WelcomePage } from '@/features/auth/components/welcome-page';

export default function WelcomeRoute() {
  return <WelcomePage />;
}
