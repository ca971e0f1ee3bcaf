// The employer's candidate mails: the response promise and the company's own mail templates
// (the screen asks for canManageTeam); the company's name fills the preview's merge field.
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useCompany } from '@/features/team/api/get-company';
import { lazy } from '@/lib/lazy-component';

// the editor's forms load right after the screen's frame has painted
const CandidateMailsPage = lazy(() =>
  import('@/features/candidate-mails/components/candidate-mails-page').then((module) => ({
    default: module.CandidateMailsPage,
  })),
);

function WithCompanyName({ companyId, uid }: { companyId: string; uid: string }) {
  const company = useCompany(companyId);
  return (
    <CandidateMailsPage companyId={companyId} uid={uid} companyName={company.data?.name ?? ''} />
  );
}

export default function EmployerCandidateMailsRoute() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const companyId = useAuthStore((state) => state.profile?.companyId);
  if (!user || !companyId) return <Alert tone="info">{t('team.noCompany')}</Alert>;
  return <WithCompanyName key={companyId} companyId={companyId} uid={user.uid} />;
}
