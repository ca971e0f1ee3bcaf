import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ReportsPage } from '@/features/reports/components/reports-page';

/** The hiring reports of the signed-in employer's company (the screen asks for canViewReports). */
export default function EmployerReportsRoute() {
  const { t } = useTranslation();
  const companyId = useAuthStore((state) => state.profile?.companyId);
  if (!companyId) return <Alert tone="info">{t('reports.noCompany')}</Alert>;
  return <ReportsPage key={companyId} companyId={companyId} />;
}
