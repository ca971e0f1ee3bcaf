import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLABLES } from '@contracts/callables';
import { COMPANY_NAME_MAX_LENGTH } from '@contracts/company';
import { renderWithProviders } from '@/testing/test-utils';
import { CreateCompanyCard } from '../components/create-company-card';
import { callFunction, refusal, resetFakes, toast } from './team-fakes';

vi.mock('@/lib/firebase/functions', async () => ({
  callFunction: (await import('./team-fakes')).callFunction,
}));
vi.mock('@/lib/toast', async () => ({ toast: (await import('./team-fakes')).toast }));

async function renderCard(locale: 'en' | 'de' = 'en') {
  const onCreated = vi.fn();
  await renderWithProviders(<CreateCompanyCard onCreated={onCreated} />, { locale });
  return { onCreated };
}

describe('creating the company', () => {
  beforeEach(() => resetFakes());

  it('needs a name of at most 120 characters', async () => {
    await renderCard();
    expect(await screen.findByRole('form', { name: 'Create your company' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Company name' });
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Fill in this field.')).toBeInTheDocument();
    expect(name).toHaveAttribute('maxlength', String(COMPANY_NAME_MAX_LENGTH));
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('creates the company with the trimmed name, then hands over', async () => {
    callFunction.mockResolvedValue({ companyId: 'acme' });
    const { onCreated } = await renderCard();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Company name' }), ' Acme ');
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(callFunction).toHaveBeenCalledWith(CALLABLES.createCompany, { name: 'Acme' });
    expect(toast.success).toHaveBeenCalledWith({ title: 'Acme is ready. You are its owner.' });
  });

  it('explains a refusal and keeps the name typed', async () => {
    callFunction.mockRejectedValue(refusal('already-in-company'));
    const { onCreated } = await renderCard();
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    await userEvent.type(name, 'Acme Hiring');
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already belong to a company.');
    expect(name).toHaveValue('Acme Hiring');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('says something went wrong for a failure without a reason, in the reader’s language', async () => {
    callFunction.mockRejectedValue(new Error('network'));
    await renderCard('de');
    const name = await screen.findByRole('textbox', { name: 'Name des Unternehmens' });
    await userEvent.type(name, 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Unternehmen anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
    );
    expect(name).toHaveValue('Acme');
  });
});
