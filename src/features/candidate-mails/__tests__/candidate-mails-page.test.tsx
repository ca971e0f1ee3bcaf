// The candidate mails screen over a fake Firestore: the response promise saved within its bounds;
// a template edited per kind and language with merge fields inserted at the caret, previewed with
// markup shown as text, saved under its kind_language id, refused by name for an unknown merge
// field, kept as typed when the save fails, and reset to the platform's mail; in English and
// Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { CandidateMailsPage } from '../components/candidate-mails-page';

const fake = vi.hoisted(() => ({
  docs: new Map<string, Record<string, unknown>>(),
  sets: [] as { path: string; data: Record<string, unknown> }[],
  deletes: [] as string[],
  failNextWrite: false,
}));

const SERVER_TIME = { serverTimestamp: true };
const COMPANY = 'northwind';

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('firebase/firestore', async () => {
  const { convertedDoc, convertedSnapshot, fakeRef, storedDoc } =
    await import('@/testing/firestore-fakes');
  type Ref = Parameters<typeof convertedDoc>[0] & { path: string };
  const write = () => {
    if (!fake.failNextWrite) return Promise.resolve();
    fake.failNextWrite = false;
    return Promise.reject(new Error('offline'));
  };
  return {
    doc: (_db: unknown, path: string) => fakeRef({ path }),
    collection: (_db: unknown, path: string) => fakeRef({ path }),
    getDoc: (ref: Ref) =>
      Promise.resolve(
        convertedDoc(ref, storedDoc(ref.path.split('/').at(-1) ?? '', fake.docs.get(ref.path))),
      ),
    getDocs: (ref: Ref) => {
      const docs = [...fake.docs]
        .filter(([path]) => path.startsWith(`${ref.path}/`))
        .map(([path, data]) => storedDoc(path.split('/').at(-1) ?? '', data));
      return Promise.resolve(convertedSnapshot(ref, { docs }));
    },
    setDoc: async (ref: Ref, data: Record<string, unknown>) => {
      await write();
      fake.sets.push({ path: ref.path, data });
      fake.docs.set(ref.path, { ...data, updatedAt: undefined });
    },
    deleteDoc: async (ref: Ref) => {
      await write();
      fake.deletes.push(ref.path);
      fake.docs.delete(ref.path);
    },
    serverTimestamp: () => SERVER_TIME,
  };
});

const templatePath = (id: string) => `companies/${COMPANY}/mailTemplates/${id}`;

const renderPage = (locale: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <CandidateMailsPage companyId={COMPANY} uid="omar" companyName="Northwind" />,
    {
      locale,
    },
  );

describe('the candidate mails screen', () => {
  beforeEach(() => {
    fake.docs.clear();
    fake.sets.length = 0;
    fake.deletes.length = 0;
    fake.failNextWrite = false;
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('saves the response promise, kept within its bounds', async () => {
    const user = userEvent.setup();
    await renderPage();
    const days = await screen.findByRole('textbox', { name: 'Days per stage' });
    expect(days).toHaveValue('7');
    await user.clear(days);
    await user.type(days, '45');
    await user.tab();
    expect(days).toHaveValue('30');
    await user.clear(days);
    await user.type(days, '5');
    await user.click(screen.getByRole('button', { name: 'Save the promise' }));
    await waitFor(() =>
      expect(fake.sets).toEqual([
        {
          path: `companies/${COMPANY}/settings/responsePromise`,
          data: { days: 5, updatedBy: 'omar', updatedAt: SERVER_TIME },
        },
      ]),
    );
  });

  it('inserts merge fields at the caret, previews markup as text and saves under kind_language', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Mail' }),
      'bookingInvite',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(screen.getByText(/no template of your own for this mail/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Termin für {{{{jobTitle}}');
    const body = screen.getByRole('textbox', { name: /Message/ });
    await user.type(body, 'Hallo , <script>alert(1)</script>');
    // the caret after "Hallo "
    (body as HTMLTextAreaElement).setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: 'First name' }));
    await user.click(screen.getByRole('button', { name: 'Booking link' }));
    expect(body).toHaveValue('Hallo {{firstName}}{{bookingLink}}, <script>alert(1)</script>');
    expect(screen.queryByRole('button', { name: 'Stage' })).toBeNull();

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Termin für Product designer')).toBeInTheDocument();
    expect(within(preview).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(within(preview).getByRole('link')).toHaveAttribute(
      'href',
      'https://example.com/book/interview',
    );

    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(fake.sets).toHaveLength(1));
    expect(fake.sets[0]).toEqual({
      path: templatePath('bookingInvite_de'),
      data: {
        kind: 'bookingInvite',
        locale: 'de',
        subject: 'Termin für {{jobTitle}}',
        body: 'Hallo {{firstName}}{{bookingLink}}, <script>alert(1)</script>',
        updatedBy: 'omar',
        updatedAt: SERVER_TIME,
      },
    });
    expect(await screen.findByText(/Candidates receive your template/)).toBeInTheDocument();
  });

  it('refuses an unknown merge field by name, and keeps what was typed when the save fails', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: 'Subject' }),
      'About your application',
    );
    const body = screen.getByRole('textbox', { name: /Message/ });
    await user.type(body, 'Dear {{{{nme}}, and {{{{bookingLink}}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(
      await screen.findByText(
        '“nme” is not a merge field of this mail. Use the buttons to insert one.',
      ),
    ).toBeInTheDocument();
    expect(fake.sets).toEqual([]);

    await user.clear(body);
    await user.type(body, 'Dear {{{{firstName}}');
    fake.failNextWrite = true;
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(
      await screen.findByText(/The template could not be saved. What you wrote is still here/),
    ).toBeInTheDocument();
    expect(body).toHaveValue('Dear {{firstName}}');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('About your application');
  });

  it('keeps what was typed in a template when another language is opened and back', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Not saved yet');
    const language = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(language, 'de');
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await user.selectOptions(language, 'en');
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('Not saved yet');
    expect(fake.sets).toEqual([]);
  });

  it('resets a template to the platform’s mail', async () => {
    fake.docs.set(templatePath('rejection_en'), {
      kind: 'rejection',
      locale: 'en',
      subject: 'About {{jobTitle}}',
      body: 'Dear {{firstName}}, thank you.',
      updatedBy: 'omar',
    });
    const user = userEvent.setup();
    await renderPage();
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue(
      'About {{jobTitle}}',
    );
    await user.click(screen.getByRole('button', { name: 'Reset to the platform’s mail' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset to the platform’s mail' }));
    await waitFor(() => expect(fake.deletes).toEqual([templatePath('rejection_en')]));
    expect(await screen.findByText(/no template of your own for this mail/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('speaks Arabic, right to left', async () => {
    await renderPage('ar');
    expect(await screen.findByRole('heading', { name: 'وعد الرد' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(await screen.findByRole('button', { name: 'الاسم الأول' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'رابط الحجز' })).toBeNull();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
