import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLABLES } from '@contracts/callables';
import { WEBHOOK_LIMITS, type WebhookEvent } from '@contracts/integrations';
import { callableRefusal as refusal } from '@/testing/callable-fakes';
import { renderWithProviders } from '@/testing/test-utils';
import type { DeliveriesState } from '../api/watch-deliveries';
import { IntegrationsPage } from '../components/integrations-page';
import type { Webhook } from '../types';

const COMPANY_ID = 'northwind';
const EVENT_LABELS: Record<WebhookEvent, string> = {
  'application.created': 'Application created',
  'application.stage_changed': 'Stage changed',
  'interview.scheduled': 'Interview scheduled',
  'scorecard.submitted': 'Scorecard submitted',
};
const SECRET = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

const fakes = vi.hoisted(() => ({
  webhooks: [] as unknown[],
  callFunction: vi.fn(),
}));

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore', () => ({
  collection: () => ({ withConverter: () => ({}) }),
  query: () => ({}),
  orderBy: () => ({}),
  limit: () => ({}),
  onSnapshot: () => () => undefined,
  getDocs: () =>
    Promise.resolve({ docs: fakes.webhooks.map((webhook) => ({ data: () => webhook })) }),
}));
vi.mock('@/lib/firebase/functions', () => ({ callFunction: fakes.callFunction }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const webhookOf = (index: number): Webhook => ({
  id: `w${index}`,
  url: `https://hooks.example.com/${index}`,
  events: ['application.created'],
  active: true,
  description: '',
  secretHint: 'AbCd',
  createdAt: '2026-01-05T09:00:00.000Z',
  secretCreatedAt: '2026-01-05T09:00:00.000Z',
});

const NO_DELIVERIES = (_companyId: string, onChange: (state: DeliveriesState) => void) => {
  onChange({ status: 'ready', deliveries: [] });
  return () => undefined;
};

async function renderPage(allowLocalHttp = false) {
  const view = await renderWithProviders(
    <IntegrationsPage
      companyId={COMPANY_ID}
      allowLocalHttp={allowLocalHttp}
      watch={NO_DELIVERIES}
    />,
  );
  await screen.findByRole('heading', { name: 'Webhooks' });
  return view;
}

async function openAddDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add webhook' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
  return { user, dialog };
}

describe('adding a webhook', () => {
  beforeEach(() => {
    fakes.webhooks = [];
    fakes.callFunction.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('explains what is wrong with the URL and the events, without calling the server', async () => {
    await renderPage();
    const { user, dialog } = await openAddDialog();
    const url = within(dialog).getByRole('textbox', { name: /Endpoint URL/ });
    const submit = within(dialog).getByRole('button', { name: 'Add webhook' });

    await user.click(submit);
    expect(await within(dialog).findByText('Fill in this field.')).toBeInTheDocument();

    await user.type(url, 'http://hooks.example.com/in');
    await user.click(submit);
    expect(
      await within(dialog).findByText('The address must start with https://.'),
    ).toBeInTheDocument();

    // another port, and a private address over http, are named for what they are
    await user.clear(url);
    await user.type(url, 'https://hooks.example.com:8443/in');
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'Use the standard https port (443): an address with another port cannot receive webhooks.',
      ),
    ).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'http://169.254.169.254/latest');
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'Private, local and internal network addresses cannot receive webhooks.',
      ),
    ).toBeInTheDocument();

    // every event is chosen at first; none at all is refused
    for (const label of Object.values(EVENT_LABELS)) {
      expect(within(dialog).getByRole('checkbox', { name: label })).toBeChecked();
    }
    for (const checkbox of within(dialog).getAllByRole('checkbox')) await user.click(checkbox);
    await user.clear(url);
    await user.type(url, 'https://hooks.example.com/in');
    await user.click(submit);
    expect(await within(dialog).findByText('Choose at least one event.')).toBeInTheDocument();
    expect(fakes.callFunction).not.toHaveBeenCalled();
  });

  it('allows http://localhost only against the emulator', async () => {
    fakes.callFunction.mockResolvedValue({ webhookId: 'w1', secret: SECRET });
    await renderPage(true);
    const { user, dialog } = await openAddDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Endpoint URL/ }),
      'http://localhost:4000/hook',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(fakes.callFunction).toHaveBeenCalledTimes(1));
  });

  it('sends URL, events and description, then shows the secret once', async () => {
    fakes.callFunction.mockResolvedValue({ webhookId: 'w1', secret: SECRET });
    await renderPage();
    const { user, dialog } = await openAddDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Endpoint URL/ }),
      '  https://hooks.example.com/in ',
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: EVENT_LABELS['scorecard.submitted'] }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'ATS sync');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    await waitFor(() =>
      expect(fakes.callFunction).toHaveBeenCalledWith(CALLABLES.createWebhook, {
        companyId: COMPANY_ID,
        url: 'https://hooks.example.com/in',
        events: ['application.created', 'application.stage_changed', 'interview.scheduled'],
        description: 'ATS sync',
      }),
    );
    const secretDialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(secretDialog).getByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(within(secretDialog).getByText(/you won't see it again/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add a webhook' })).not.toBeInTheDocument();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(secretDialog).findByText('Copied to the clipboard.')).toBeInTheDocument();

    await user.click(within(secretDialog).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your signing secret' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('shows the server’s refusals: on the URL field, or above the form', async () => {
    fakes.callFunction
      .mockRejectedValueOnce(refusal('webhook-url-private'))
      .mockRejectedValueOnce(refusal('webhook-limit-reached'));
    await renderPage();
    const { user, dialog } = await openAddDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Endpoint URL/ }),
      'https://internal.example.com/in',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(dialog).findByText(
        'Private, local and internal network addresses cannot receive webhooks.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(dialog).findByText(
        'Your company already has the most webhooks allowed. Delete one first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your signing secret' })).not.toBeInTheDocument();
  });

  it(`offers no new webhook once the company has ${WEBHOOK_LIMITS.perCompany}`, async () => {
    fakes.webhooks = Array.from({ length: WEBHOOK_LIMITS.perCompany }, (_, index) =>
      webhookOf(index),
    );
    await renderPage();
    expect(await screen.findByText('https://hooks.example.com/9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add webhook' })).toBeDisabled();
    expect(screen.getByText('A company can have at most 10 webhooks.')).toBeInTheDocument();
    expect(screen.getAllByText('whsec_…AbCd')).toHaveLength(WEBHOOK_LIMITS.perCompany);
  });
});

describe('the deliveries', () => {
  beforeEach(() => {
    fakes.webhooks = [webhookOf(1)];
  });

  it('lists the deliveries with status, attempts, status code, next attempt and payload', async () => {
    const watch = (_companyId: string, onChange: (state: DeliveriesState) => void) => {
      onChange({
        status: 'ready',
        deliveries: [
          {
            id: 'e2_w1',
            webhookId: 'w1',
            url: 'https://hooks.example.com/1',
            type: 'application.created',
            payload: '{"id":"e2","type":"application.created","data":{"applicationId":"a1"}}',
            status: 'retrying',
            attempts: 2,
            lastStatusCode: 503,
            lastError: 'HTTP 503',
            lastDurationMs: 120,
            nextAttemptAt: '2026-01-05T09:01:00.000Z',
            deliveredAt: null,
            createdAt: '2026-01-05T09:00:00.000Z',
          },
        ],
      });
      return () => undefined;
    };
    await renderWithProviders(
      <IntegrationsPage companyId={COMPANY_ID} allowLocalHttp={false} watch={watch} />,
    );
    const list = await screen.findByRole('list', { name: 'Recent deliveries' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByText('Retrying')).toBeInTheDocument();
    expect(within(item!).getByText('application.created')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(item!).getByText('Retrying'));
    expect(within(item!).getByText('Attempts').nextElementSibling).toHaveTextContent('2');
    expect(within(item!).getByText('Last status code').nextElementSibling).toHaveTextContent('503');
    expect(within(item!).getByText('Next attempt')).toBeInTheDocument();
    expect(within(item!).getByText('HTTP 503')).toBeInTheDocument();
    expect(within(item!).getByText(/"applicationId": "a1"/)).toBeInTheDocument();
  });
});
