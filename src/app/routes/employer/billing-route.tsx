import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { BillingPage } from '@/features/billing/components/billing-page';

/** The billing of the signed-in employer's company (the screen asks for canManageBilling). */
export default function EmployerBillingRoute() {
  const { t } = useTranslation();
  const companyId = useAuthStore((state) => state.profile?.companyId);
  if (!companyId) return <Alert tone="info">{t('billing.noCompany')}</Alert>;
  return <BillingPage key={companyId} companyId={companyId} />;
}
