import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { env } from '@/config/env';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { IntegrationsPage } from '@/features/integrations/components/integrations-page';

/** Webhooks of the signed-in employer's company (the screen asks for canManageIntegrations). */
export default function EmployerIntegrationsRoute() {
  const { t } = useTranslation();
  const companyId = useAuthStore((state) => state.profile?.companyId);
  if (!companyId) return <Alert tone="info">{t('integrations.noCompany')}</Alert>;
  // the emulator's functions accept http://localhost endpoints (a local receiver); production never
  return (
    <IntegrationsPage key={companyId} companyId={companyId} allowLocalHttp={env.useEmulators} />
  );
}
