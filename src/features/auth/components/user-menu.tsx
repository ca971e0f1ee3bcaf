import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { HintedText } from '@/components/ui/hinted-text';
import { paths } from '@/config/paths';
import { isRole } from '@contracts/roles';
import { usePersonShown } from '@/lib/prerendered-page';
import { toast } from '@/lib/toast';
import { useShownPerson } from '../hooks/use-shown-person';
import { useAuthStore } from '../stores/auth-store';
import './user-menu.css';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // until Auth has answered, the person last signed in here (the frame below paints from it too)
  const person = useShownPerson();
  const signOut = useAuthStore((state) => state.signOut);
  const [busy, setBusy] = useState(false);
  // a prerendered sign-in page has nobody signed in: the hint's person shows once it is taken
  // over (a dashboard frame has them from the start)
  const shown = usePersonShown();
  if (!person || !shown) return null;
  const { name, role } = person;

  const handleSignOut = async () => {
    setBusy(true);
    try {
      await signOut('user_logout');
      void navigate(paths.login, { replace: true });
    } catch {
      toast.error({ title: t('common.error'), description: t('auth.errors.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="user-menu">
      <Avatar name={name} size="sm" self />
      <span className="user-menu-text">
        <span className="user-menu-name">
          <HintedText field="name">{name}</HintedText>
        </span>
        {isRole(role) ? <span className="user-menu-role">{t(`roles.${role}`)}</span> : null}
      </span>
      <Button variant="secondary" busy={busy} onClick={() => void handleSignOut()}>
        {t('auth.signOut')}
      </Button>
    </div>
  );
}
